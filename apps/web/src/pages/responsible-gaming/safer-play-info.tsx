/** The page's information: playing safely, signs of a problem, where to get help (issue 18). */

const PLAYING_SAFELY = [
  'Play for entertainment, never as a way to make money or to pay bills.',
  'Decide before you start how much time and money you will spend, and set limits here to hold to them.',
  'Never chase losses: a loss is the price of the entertainment, not a debt to win back.',
  'Take regular breaks, and turn on the reality check to see how long you have played.',
  'Do not play when you are upset, stressed, tired, or have been drinking.',
  'Keep play in balance with work, family, friends and other interests.',
];

const WARNING_SIGNS = [
  'Spending more time or money on play than you meant to.',
  'Playing to win back what you lost, or to escape worries or low mood.',
  'Borrowing money, or selling things, to keep playing.',
  'Hiding your play from family or friends, or lying about it.',
  'Feeling restless or irritable when you try to cut down.',
  'Neglecting work, study, sleep or the people close to you.',
];

const HELP = [
  {
    name: 'National Problem Gambling Helpline (US)',
    detail: 'Call or text 1-800-GAMBLER (1-800-426-2537), free, confidential, 24/7.',
    href: 'https://www.1800gambler.net',
  },
  {
    name: 'National Council on Problem Gambling',
    detail: 'Information, local help and treatment in every US state.',
    href: 'https://www.ncpgambling.org',
  },
  {
    name: 'Gamblers Anonymous',
    detail: 'Meetings in person and online, with people who have been there.',
    href: 'https://www.gamblersanonymous.org',
  },
  {
    name: 'Gambling Therapy',
    detail: 'Free support worldwide by chat, forums and email, in many languages.',
    href: 'https://www.gamblingtherapy.org',
  },
  {
    name: 'GamCare (UK)',
    detail: 'National Gambling Helpline 0808 8020 133, free, 24/7.',
    href: 'https://www.gamcare.org.uk',
  },
  {
    name: '988 Suicide & Crisis Lifeline (US)',
    detail: 'If you feel overwhelmed or unsafe, call or text 988 at any time.',
    href: 'https://988lifeline.org',
  },
];

const BLOCKERS = [
  { name: 'Gamban', href: 'https://gamban.com' },
  { name: 'BetBlocker', href: 'https://betblocker.org' },
];

export function SaferPlayInfo() {
  return (
    <section className="rg-info" aria-labelledby="rg-info-title">
      <h2 id="rg-info-title" className="rg-section__title">
        Playing safely
      </h2>
      <div className="rg-grid">
        <div className="rg-card">
          <h3 className="rg-card__title">How to keep it fun</h3>
          <ul className="rg-list">
            {PLAYING_SAFELY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="rg-card">
          <h3 className="rg-card__title">Signs that play is becoming a problem</h3>
          <ul className="rg-list">
            {WARNING_SIGNS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="rg-card__text">
            If any of these sound familiar, take a break or exclude yourself here, and talk to someone.
          </p>
        </div>
      </div>
      <h2 className="rg-section__title">Get help</h2>
      <ul className="rg-help">
        {HELP.map((line) => (
          <li key={line.name} className="rg-help__item">
            <a href={line.href} target="_blank" rel="noopener noreferrer" className="rg-help__name">
              {line.name}
            </a>
            <span className="rg-help__detail">{line.detail}</span>
          </li>
        ))}
      </ul>
      <p className="rg-card__text">
        Blocking software keeps gambling sites off your devices:{' '}
        {BLOCKERS.map((b, i) => (
          <span key={b.name}>
            {i > 0 && ' and '}
            <a href={b.href} target="_blank" rel="noopener noreferrer">
              {b.name}
            </a>
          </span>
        ))}
        . This site is for adults 18 and over.
      </p>
    </section>
  );
}
