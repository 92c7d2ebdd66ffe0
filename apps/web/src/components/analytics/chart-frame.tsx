/** A chart's drawing area, sized by its card and hidden from screen readers: the card's table carries the numbers. */
import { ResponsiveContainer } from 'recharts';

export function ChartFrame({ height = 'h-56', children }: { height?: string; children: React.ReactElement }) {
  return (
    <div className={height} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
