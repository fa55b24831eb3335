import { useEffect, useState } from 'react';
import { sessionToken } from './session';

/**
 * A private picture (a KYC document, an application's screenshot), fetched with the session from
 * `path` (never a public address) and shown from memory; its alternative text until it arrives.
 */
export function PrivatePicture({ path, alt }: { path: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    const controller = new AbortController();
    void fetch(path, { headers: { Authorization: `Bearer ${sessionToken() ?? ''}` }, signal: controller.signal })
      .then(async (answer) => (answer.ok ? answer.blob() : null))
      .then((blob) => {
        if (!blob) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  return url ? <img src={url} alt={alt} className="document" /> : <span className="document muted">{alt}</span>;
}
