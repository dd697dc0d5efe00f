// The customer's signature drawn with a finger on the technician's screen (JavaScript): the drawing
// goes with the form as a PNG file in its `photo` field. Without JavaScript nothing is drawn here:
// the form's typed name and tick stand for it.
import { useEffect, useRef, useState } from "react";

export function SignaturePad({ label, clear }: { label: string; clear: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    const pad = canvas.current;
    const context = pad?.getContext("2d");
    if (!pad || !context) return;
    context.lineWidth = 3;
    context.lineCap = "round";
    let drawing = false;
    const at = (event: PointerEvent) => {
      const box = pad.getBoundingClientRect();
      return [((event.clientX - box.left) * pad.width) / box.width, ((event.clientY - box.top) * pad.height) / box.height] as const;
    };
    const down = (event: PointerEvent) => {
      drawing = true;
      pad.setPointerCapture(event.pointerId);
      context.beginPath();
      context.moveTo(...at(event));
    };
    const move = (event: PointerEvent) => {
      if (!drawing) return;
      context.lineTo(...at(event));
      context.stroke();
    };
    const up = () => {
      if (!drawing) return;
      drawing = false;
      // The drawing so far, as the form's file.
      pad.toBlob((blob) => {
        if (!blob || !file.current) return;
        const files = new DataTransfer();
        files.items.add(new File([blob], "signature.png", { type: "image/png" }));
        file.current.files = files.files;
      }, "image/png");
    };
    pad.addEventListener("pointerdown", down);
    pad.addEventListener("pointermove", move);
    pad.addEventListener("pointerup", up);
    return () => {
      pad.removeEventListener("pointerdown", down);
      pad.removeEventListener("pointermove", move);
      pad.removeEventListener("pointerup", up);
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <canvas ref={canvas} width={600} height={240} aria-label={label} className="h-40 w-full touch-none rounded-lg border border-slate-400 bg-white" />
      <input ref={file} type="file" name="photo" accept="image/png" hidden />
      <button
        type="button"
        className="min-h-11 px-2 text-sm font-medium text-brand-700 underline"
        onClick={() => {
          canvas.current?.getContext("2d")?.clearRect(0, 0, 600, 240);
          if (file.current) file.current.value = "";
        }}
      >
        {clear}
      </button>
    </div>
  );
}
