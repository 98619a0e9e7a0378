import { renderAreaScreen } from "./src/pages/area-screen.tsx";
const user = { role: "client", userId: "u1", name: "Claire Dubois" } as any;
for (const [area, path] of [
  ["client", "/client/dashboard"],
  ["artist", "/artist/dashboard"],
  ["admin", "/admin"],
] as const) {
  const t = performance.now();
  const html = await renderAreaScreen(area, path, "en", { ...user, role: area });
  console.log(area, performance.now() - t, html?.length, html?.replace(/<template[^>]*><\/template>/g, "[T]").slice(0, 1500));
}
