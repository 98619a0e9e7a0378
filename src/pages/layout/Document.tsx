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
  /**
   * Mount the toaster (SPEC §2: toasts at top-right) from the start, as the
   * dashboards need. Public pages leave it out: their islands mount it with their
   * first toast (islands/public/notify.ts), so a visit that shows none never downloads it.
   */
  toaster?: boolean;
}

/** The HTML document of every page: head, navigation bar, content, footer, toasts (SPEC §2 shared layout). */
export function Document({ title, description, children, toaster = true }: DocumentProps) {
  const { assets } = usePage();
  const fullTitle = `${title} | DanceLink`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <meta name="theme-color" content="#c8102e" />
        <meta property="og:site_name" content="DanceLink" />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/fonts/fonts.css" />
        <link rel="stylesheet" href={assets["app.css"] ?? "/assets/app.css"} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Navbar />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        {toaster && <Island name="toaster" component={ToasterIsland} props={{}} />}
      </body>
    </html>
  );
}

export { assetUrl };
