/**
 * The antd theme of this area, set once on its ConfigProvider: Hearth's primary colour and text
 * colours dark enough for WCAG AA contrast (antd's default secondary greys are below 4.5:1).
 */
import type { ThemeConfig } from 'antd/es/config-provider';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    colorText: '#1f2937',
    colorTextSecondary: '#374151',
    colorTextTertiary: '#4b5563',
    colorTextDescription: '#4b5563',
    colorTextPlaceholder: '#6b7280',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // A table's empty-state text is drawn in the disabled colour, far below 4.5:1.
    Table: { colorTextDisabled: '#4b5563' },
  },
};
