/** Every way of writing "go to evil.example" that we know of; each must stay on the site. */
export const FOREIGN_NEXT_VALUES = [
  // Normalise to '//evil.example' (protocol-relative) after dot segments are resolved.
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/a/../..//evil.example',
  '/%2e//evil.example',
  // Protocol-relative and backslash forms.
  '//evil.example',
  '///evil.example',
  '////evil.example/home',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/..\\evil.example',
  '/../\\evil.example',
  // Tabs and newlines, which URL parsing removes.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\t.//evil.example',
  '\t//evil.example',
  // Absolute URLs and other schemes.
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' //evil.example',
  'evil.example',
];
