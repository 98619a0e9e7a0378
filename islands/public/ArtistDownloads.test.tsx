import { describe, expect, spyOn, test } from "bun:test";
import { fireEvent, waitFor } from "@testing-library/react";
import { useDom } from "../../tests/dom.ts";
import { ArtistDownloads } from "./ArtistDownloads.tsx";
import { useIslandTestKit, controlFetch, renderWithToaster } from "../../tests/island-kit.tsx";

useDom();
useIslandTestKit();

describe("profile downloads", () => {
  test("Download Resume fetches the résumé and saves it as resume.pdf", async () => {
    const net = controlFetch();
    const clicks: { download: string; href: string }[] = [];
    spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    const view = renderWithToaster(<ArtistDownloads resumeUrl="/files/r.pdf" headshotUrl="/files/h.jpg" />);
    fireEvent.click(view.getByRole("button", { name: "Download Resume" }));
    expect(net.calls[0]?.url).toBe("/files/r.pdf");
    net.reply({ status: true, message: "", response: null });
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe("resume.pdf");
    expect(clicks[0]!.href).toStartWith("blob:");

    fireEvent.click(view.getByRole("button", { name: "Download Headshot" }));
    expect(net.calls[1]?.url).toBe("/files/h.jpg");
    net.reply({ status: true, message: "", response: null });
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(clicks[1]!.download).toBe("headshot.jpg");
  });

  test("a failed download toasts 'Failed to download file'", async () => {
    const net = controlFetch();
    const view = renderWithToaster(<ArtistDownloads resumeUrl="/files/gone.pdf" headshotUrl={null} />);
    fireEvent.click(view.getByRole("button", { name: "Download Resume" }));
    net.reply({ status: false, message: "Not found", response: null }, 404);
    expect(await view.findByText("Failed to download file")).toBeTruthy();
  });
});
