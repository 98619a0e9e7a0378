import type { ReactNode } from "react";
import { HeroPicture, type HeroPictureName } from "../../../../islands/public/HeroPicture.tsx";
import { Document } from "../../../platform/pages/layout/Document.tsx";

interface AuthPageProps {
  title: string;
  heading: string;
  intro: string;
  description: string;
  image: { picture: HeroPictureName; alt: string };
  quote: string;
  children: ReactNode;
}

/** The frame of /login, /signup and the account pages: an image panel beside the form card. */
export function AuthPage({ title, heading, intro, description, image, quote, children }: AuthPageProps) {
  return (
    <Document title={title} description={description}>
      <div className="auth">
        <div className="auth__aside">
          {/* Beside the form from 992 px; hidden below, where lazy keeps phones from downloading it. */}
          <HeroPicture name={image.picture} alt={image.alt} lazy />
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
