import type { ReactNode } from "react";
import { assetUrl } from "../../assets.ts";
import { Island } from "../Island.tsx";
import { usePage } from "../context.tsx";
import { Footer } from "./Footer.tsx";
import { Navbar } from "./Navbar.tsx";
import { ToasterIsland } from "../../../islands/public/Toaster.tsx";

interface DocumentProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The HTML document of every page: head, navigation bar, content, footer, toasts (SPEC §2 shared layout). */
export function Document({ title, description, children }: DocumentProps) {
  const { assets } = usePage();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | DanceLink`}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/fonts/fonts.css" />
        <link rel="stylesheet" href={assets["app.css"] ?? "/assets/app.css"} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Navbar />
        <main id="main">{children}</main>
        <Footer />
        <Island name="toaster" component={ToasterIsland} props={{}} />
      </body>
    </html>
  );
}

export { assetUrl };
