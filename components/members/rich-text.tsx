import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { safeHref, type Asset } from '@/lib/content/client';
import { ContentfulImage } from './contentful-image';

function EmbeddedAsset({ asset }: { asset: Asset }) {
  if (asset.contentType.startsWith('image/') && asset.width && asset.height) {
    return (
      <figure className="my-6">
        <ContentfulImage
          src={asset.url}
          alt={asset.title ?? ''}
          width={asset.width}
          height={asset.height}
          sizes="(min-width: 1024px) 66vw, 100vw"
          className="h-auto w-full rounded-xl"
        />
        {asset.title && (
          <figcaption className="mt-2 text-sm text-slate-400">{asset.title}</figcaption>
        )}
      </figure>
    );
  }
  return null;
}

/** A link to an entry or asset: followed only to the member's own content, else plain words. */
function InternalLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} className="text-brand-300 underline hover:text-brand-100">
      {children}
    </a>
  );
}

const linkedId = (node: { data: { target?: { sys?: { id?: string } } } }) =>
  node.data.target?.sys?.id ?? '';

const optionsFor = (linkTargets: ReadonlyMap<string, string>, newTabText: string): Options => ({
  renderNode: {
    [BLOCKS.HEADING_1]: (_, children) => <h2 className="mt-6 text-2xl font-bold">{children}</h2>,
    [BLOCKS.HEADING_2]: (_, children) => <h2 className="mt-6 text-xl font-bold">{children}</h2>,
    [BLOCKS.HEADING_3]: (_, children) => <h3 className="mt-5 text-lg font-semibold">{children}</h3>,
    [BLOCKS.HEADING_4]: (_, children) => <h4 className="mt-4 font-semibold">{children}</h4>,
    [BLOCKS.PARAGRAPH]: (_, children) => (
      <p className="my-3 leading-relaxed text-slate-200">{children}</p>
    ),
    [BLOCKS.UL_LIST]: (_, children) => (
      <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>
    ),
    [BLOCKS.OL_LIST]: (_, children) => (
      <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>
    ),
    [BLOCKS.QUOTE]: (_, children) => (
      <blockquote className="my-4 border-l-4 border-brand-500 pl-4 text-slate-300 italic">
        {children}
      </blockquote>
    ),
    [BLOCKS.HR]: () => <hr className="my-6 border-ink-700" />,
    [BLOCKS.EMBEDDED_ASSET]: (node) => <EmbeddedAsset asset={node.data.target as Asset} />,
    [INLINES.HYPERLINK]: (node, children) => {
      const href = safeHref(node.data.uri);
      if (!href) return <span>{children}</span>;
      return (
        <ExternalLink
          href={href}
          className="text-brand-300 underline hover:text-brand-100"
          newTabText={newTabText}
        >
          {children}
        </ExternalLink>
      );
    },
    [INLINES.ENTRY_HYPERLINK]: (node, children) => (
      <InternalLink href={linkTargets.get(linkedId(node))}>{children}</InternalLink>
    ),
    [INLINES.ASSET_HYPERLINK]: (node, children) => (
      <InternalLink href={linkTargets.get(linkedId(node))}>{children}</InternalLink>
    ),
  },
});

export function RichText({
  document,
  linkTargets,
  newTabText,
}: {
  document: Document;
  linkTargets: ReadonlyMap<string, string>;
  /** What a web link's name ends with for screen readers, in the page's language. */
  newTabText: string;
}) {
  return (
    <div className="max-w-none">
      {documentToReactComponents(document, optionsFor(linkTargets, newTabText))}
    </div>
  );
}
