/** The dashboard's parts: a panel, a figure, a chart as a picture and its numbers as a table for screen readers. */
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/**
 * A chart as a picture: out of the tab order and hidden from screen readers (the library's own
 * keyboard focus and descriptions would repeat the table beside it, and axe rightly refuses a
 * focusable element inside aria-hidden). `inert` is set as an attribute: React 18 does not know it.
 */
export function ChartPicture({ children }: { children: React.ReactNode }) {
  return (
    <Box aria-hidden ref={(element: HTMLElement | null) => element?.setAttribute('inert', '')}>
      {children}
    </Box>
  );
}

/** The chart's numbers, for screen readers (the chart itself is a picture to them). */
export function NumbersTable({ caption, head, rows }: { caption: string; head: string[]; rows: Array<Array<string | number>> }) {
  return (
    // The wrapper is what is hidden: a table grows to its columns whatever width it is given,
    // and a wide one (four columns) pushed a phone's page sideways.
    <div style={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <Box>
      <Typography variant="h4" component="p" data-testid={`figure-${label}`}>
        {value}
      </Typography>
      {to ? (
        <Button component={Link} to={to} size="small" sx={{ px: 0 }}>
          {label}
        </Button>
      ) : (
        <Typography color="text.secondary">{label}</Typography>
      )}
    </Box>
  );
}

