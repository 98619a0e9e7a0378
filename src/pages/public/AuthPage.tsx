import type { ReactNode } from "react";
import { Document } from "../layout/Document.tsx";

interface AuthPageProps {
  title: string;
  heading: string;
  intro: string;
  description: string;
  image: { src: string; alt: string };
  quote: string;
  children: ReactNode;
}

/** The frame of /login, /signup and the account pages (issue 19): an image panel beside the form card. */
export function AuthPage({ title, heading, intro, description, image, quote, children }: AuthPageProps) {
  return (
    <Document title={title} description={description}>
      <div className="auth">
        <div className="auth__aside">
          <img src={image.src} alt={image.alt} width={1600} height={700} />
          <div className="auth__aside-text">
            <p>{quote}</p>
          </div>
        </div>
        <div className="auth__main">
          <div className="auth__card">
            <h1>{heading}</h1>
            <p>{intro}</p>
            {children}
          </div>
        </div>
      </div>
    </Document>
  );
}
