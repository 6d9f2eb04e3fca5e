import type { SocialService } from '@tonearm/shared/social-auth/social-services';

/** One filled shape of a brand mark, on a 24 by 24 grid. */
interface MarkPath {
  fill: string;
  d: string;
}

/** Brand marks, drawn inline so no third-party asset (or CSP exception) is needed. */
const MARKS: Record<SocialService, MarkPath[]> = {
  google: [
    {
      fill: '#4285F4',
      d: 'M23.5 12.27c0-.85-.08-1.66-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.57-5.17 3.57-8.81Z',
    },
    {
      fill: '#34A853',
      d: 'M12 24c3.24 0 5.95-1.07 7.93-2.9l-3.88-3.01c-1.07.72-2.45 1.15-4.05 1.15-3.12 0-5.76-2.1-6.71-4.93H1.3v3.1A12 12 0 0 0 12 24Z',
    },
    {
      fill: '#FBBC05',
      d: 'M5.29 14.31A7.2 7.2 0 0 1 4.91 12c0-.8.14-1.58.38-2.31v-3.1H1.3A12 12 0 0 0 0 12c0 1.94.46 3.77 1.3 5.4l3.99-3.09Z',
    },
    {
      fill: '#EA4335',
      d: 'M12 4.77c1.76 0 3.34.6 4.58 1.8l3.44-3.44A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.3 6.6l3.99 3.09C6.24 6.87 8.88 4.77 12 4.77Z',
    },
  ],
  facebook: [
    {
      fill: '#1877F2',
      d: 'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.69.24 2.69.24v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z',
    },
  ],
  twitter: [
    {
      fill: 'currentColor',
      d: 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z',
    },
  ],
  envato: [
    {
      fill: '#82B541',
      d: 'M19.7.3c-.9-.6-3.5-.2-6.3 2.6C8.4 7.9 6 15.2 6.2 16.9c0 .4-.3.4-.5.2-.7-1-1-3-1-4.6 0-1-.9-.9-1.1-.4a8.3 8.3 0 0 0 6.5 11.8c4.2.4 8.1-2.3 9.2-6.3C20.7 12.8 22.2 2 19.7.3Z',
    },
  ],
};

export function SocialIcon({ service, className }: { service: SocialService; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className}>
      {MARKS[service].map(({ fill, d }) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}
