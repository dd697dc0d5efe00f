/** The QR code of a `upi://pay` link (any UPI app scans it to pay), as wide as a phone allows. */
export function UpiQr({ upi, label }: { upi: { link: string; qr: string }; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      data-upi-qr=""
      data-upi-link={upi.link}
      className="mx-auto w-full max-w-xs bg-white [&>svg]:h-auto [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: upi.qr }}
    />
  );
}
