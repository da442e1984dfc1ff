export const metadata = {
  title: 'Bare page',
  description: 'The reference page of the Lighthouse bench.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
