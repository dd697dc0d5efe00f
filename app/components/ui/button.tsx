import type { ButtonHTMLAttributes } from "react";

// The site's button styles. Links that look like buttons use `buttonClass` too.
const variants = {
  default: "bg-brand-700 text-white hover:bg-brand-800",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  ghost: "text-slate-800 hover:bg-slate-100",
  link: "text-brand-700 underline-offset-4 hover:underline",
  // accent-700: white text on accent-600 is only 3.6:1, below WCAG AA for button-sized text.
  premium: "bg-accent-700 text-white hover:bg-accent-800",
  whatsapp: "bg-whatsapp-600 text-white hover:bg-whatsapp-700",
  call: "bg-brand-900 text-white hover:bg-brand-800",
  success: "bg-emerald-700 text-white hover:bg-emerald-800",
} as const;

const sizes = {
  default: "h-11 px-4 text-sm",
  sm: "h-9 px-3 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass({
  variant = "default",
  size = "default",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  ].join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
