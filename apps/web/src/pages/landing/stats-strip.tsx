const STATS = [
  { value: '100%', label: 'Free to Play' },
  { value: '12+', label: 'Game Varieties' },
  { value: 'New', label: 'Platform' },
  { value: '24/7', label: 'Available' },
] as const;

export function StatsStrip() {
  return (
    <section className="stats-strip" aria-label="At a glance">
      <ul className="stats-strip__list container">
        {STATS.map((stat) => (
          <li key={stat.label} className="stat">
            <span className="stat__value">{stat.value}</span>{' '}
            <span className="stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
