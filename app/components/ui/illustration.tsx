import { useEffect, useRef, useState } from "react";

type IllustrationProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Below the fold: let the browser load it lazily. */
  lazy?: boolean;
  className?: string;
};

/**
 * An <img> with fixed dimensions (no layout shift) that shows a neutral placeholder when the
 * file fails to load. The error may happen before hydration, so the mount effect checks too.
 */
export function Illustration({ src, alt, width, height, lazy = true, className = "" }: IllustrationProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`flex w-full items-center justify-center rounded-xl bg-slate-100 text-slate-400 ${className}`}
        data-placeholder=""
      >
        <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <circle cx="9" cy="9" r="2" />
          <path d="M21 15l-5-5L5 21" />
        </svg>
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`h-auto w-full ${className}`}
    />
  );
}
