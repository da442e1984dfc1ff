/**
 * Host allow-lists, as CSP writes host sources: `*.example.net` (any subdomain, over
 * https), `files.example.net` or `files.example.net:8443` (that host, over https), or an
 * origin with its scheme, `http://127.0.0.1:9300` (exactly that origin: the local stand-ins).
 */
export const HOST_PATTERN = /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;
