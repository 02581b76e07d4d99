/**
 * Hearth's colours and type for the console areas' UI kit theme (professional, admin): the
 * primary colour and text colours dark enough for WCAG AA contrast (antd's default secondary
 * greys are below 4.5:1). Plain values, so the kernel names no UI kit.
 */
export const BRAND_TOKENS = {
  colorPrimary: '#1d4ed8',
  colorLink: '#1d4ed8',
  colorText: '#1f2937',
  colorTextSecondary: '#374151',
  colorTextTertiary: '#4b5563',
  colorTextDescription: '#4b5563',
  colorTextPlaceholder: '#6b7280',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
