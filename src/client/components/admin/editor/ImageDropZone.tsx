/**
 * Drag-and-drop (or choose) an image for the article: sent to `POST /api/admin/uploads`
 * (multipart field `file`); the server re-encodes it and answers { imagePath }.
 */
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { readAdminToken } from '#client/lib/admin-token';
import { cn } from '#client/ui/cn';
import { Spinner } from '../common/ui';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

export function ImageDropZone({ onUploaded, onError }: { onUploaded: (imagePath: string) => void; onError: (message: string) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return onError('Seules les images PNG, JPEG et WebP sont acceptées.');
    if (file.size > MAX_BYTES) return onError('Image trop volumineuse : 5 Mo au maximum.');
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const token = readAdminToken();
      const res = await fetch('/api/admin/uploads', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = (await res.json().catch(() => ({}))) as { imagePath?: string; error?: string };
      if (res.status === 201 && body.imagePath) onUploaded(body.imagePath);
      else onError(body.error ?? 'Le téléversement a échoué. Veuillez réessayer.');
    } catch {
      onError('Le téléversement a échoué. Vérifiez votre connexion.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <div
      data-testid="image-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border-2 border-dashed p-4 text-sm transition-colors',
        over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      {busy ? <Spinner className="size-5 text-brand-700" /> : <Upload aria-hidden="true" className="size-5 text-slate-500" />}
      <p className="flex-1 text-slate-600">
        {busy ? 'Envoi de l’image…' : 'Glissez une image ici (PNG, JPEG ou WebP, 5 Mo au plus), ou'}
      </p>
      <label
        htmlFor={inputId}
        className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-brand-500"
      >
        Choisir un fichier
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          className="sr-only"
          disabled={busy}
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
