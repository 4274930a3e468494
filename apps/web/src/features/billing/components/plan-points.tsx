import { Icon } from '#components/ui/icon';

/** What a plan gives, a check mark before each point (the plan cards', the upsell's). */
export function PlanPoints({ points, className }: { points: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point}>
          <Icon name="check" size={16} /> {point}
        </li>
      ))}
    </ul>
  );
}
