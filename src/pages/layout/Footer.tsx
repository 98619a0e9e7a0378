/** SPEC §2 footer: its columns and items exactly; the links that "go nowhere" are inert. */
export function Footer() {
  const columns = [
    { title: "Our Mission", items: ["Mission", "Values", "Vision", "Goal", "Impact", "Community"] },
    { title: "Connect With Us", items: ["Instagram", "Facebook", "TikTok"] },
    { title: "For Studios", items: ["Search", "Book", "Connect", "Discover", "Engage"] },
  ];
  return (
    <footer className="footer">
      <div className="footer__grid">
        {columns.map((col) => (
          <div key={col.title} className="footer__col">
            <h2>{col.title}</h2>
            <ul>
              {col.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </div>
        ))}
        <form className="footer__subscribe" aria-label="Subscribe" method="dialog">
          <h2>Subscribe</h2>
          <label htmlFor="subscribe-email">Email address</label>
          <div className="footer__subscribe-row">
            <input id="subscribe-email" type="email" placeholder="Your email" />
            <button type="submit" aria-label="Subscribe">
              →
            </button>
          </div>
        </form>
      </div>
      <div className="footer__bottom">
        <p>123 Dance Avenue, Toronto, ON · (555) 010-2010 · hello@example.com</p>
        <p>
          <span>Terms</span> · <span>Privacy</span> · <span>Cookies</span>
        </p>
        <p>© {new Date().getFullYear()} DanceLink</p>
      </div>
    </footer>
  );
}
