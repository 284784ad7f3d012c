import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { AdminScreenHeading } from '../../../components/ui/admin-screen';
import { useDocumentTitle } from '../../../lib/document-title';

const m = messages.promotions.feeds;

type FeedLink = { name: string; language: string; path: string };

const FEEDS: FeedLink[] = [
  { name: m.meta, language: m.english, path: '/feeds/meta.csv' },
  { name: m.meta, language: m.arabic, path: '/feeds/meta.csv?lang=ar' },
  { name: m.google, language: m.english, path: '/feeds/google.xml' },
  { name: m.google, language: m.arabic, path: '/feeds/google.xml?lang=ar' },
];

function FeedRow({ feed }: { feed: FeedLink }) {
  const [copied, setCopied] = useState(false);
  // The address the owner reaches the admin at is the shop's public one.
  const url = `${window.location.origin}${feed.path}`;
  return (
    <li className="space-y-2 rounded-2xl border border-gray-200 bg-white p-4">
      <p className="font-semibold">
        {feed.name} <span className="font-normal text-gray-600">· {feed.language}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code dir="ltr" className="min-w-0 flex-1 break-all rounded-lg bg-gray-50 px-3 py-2 text-sm">
          {url}
        </code>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium"
          aria-label={`${m.copy}: ${feed.name}, ${feed.language}`}
        >
          {copied ? m.copied : m.copy}
        </button>
      </div>
    </li>
  );
}

/** /productFeeds: the feeds' addresses, to paste into Meta Commerce Manager and Google Merchant Center. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <AdminScreenHeading title={m.title} intro={m.intro} />
      <ul className="space-y-3">
        {FEEDS.map((feed) => (
          <FeedRow key={feed.path} feed={feed} />
        ))}
      </ul>
    </section>
  );
}
