/**
 * The antd theme of the console areas, set once on their ConfigProvider: Hearth's colours, with
 * the two antd defaults that fail WCAG AA on white replaced: the danger red (#ff4d4f, 3.26:1 on a
 * Deny or Deactivate button) and a table's empty-state text (drawn in the disabled colour).
 */
import type { ThemeConfig } from 'antd/es/config-provider';
import { BRAND_TOKENS } from '../domain/brand';

export const consoleTheme: ThemeConfig = {
  token: { ...BRAND_TOKENS, colorError: '#b91c1c' },
  components: { Table: { colorTextDisabled: '#4b5563' } },
};
