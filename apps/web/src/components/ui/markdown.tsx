import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';

/**
 * Lesson text written in Markdown. Raw HTML in the source is never rendered (react-markdown shows it
 * as text unless told otherwise), and links or images may only point at http(s), mailto or the site
 * itself: `javascript:` and other schemes are dropped.
 */
const safeUrl = (url: string): string => {
  const cleaned = defaultUrlTransform(url);
  return /^(https?:|mailto:|\/|#)/i.test(cleaned) ? cleaned : '';
};

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  // An image whose address was dropped shows its description: an empty src would load the page itself.
  img: ({ node: _node, src, alt, ...props }) => (src ? <img {...props} src={src} alt={alt ?? ''} /> : alt),
};

export function Markdown({ source }: { source: string }) {
  return (
    <div className="prose prose-slate max-w-none text-slate-800 [&_a]:text-indigo-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:mt-4 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_ul]:list-disc">
      <ReactMarkdown skipHtml urlTransform={safeUrl} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
