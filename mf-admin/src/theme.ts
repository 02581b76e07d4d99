/**
 * The antd theme of this area, set once on its ConfigProvider: Hearth's colours (kernel domain),
 * and a darker red so danger buttons (Deactivate) keep WCAG AA contrast.
 */
import type { ThemeConfig } from 'antd/es/config-provider';
import { BRAND_TOKENS } from '@hearth/shared-kernel/domain';

export const theme: ThemeConfig = { token: { ...BRAND_TOKENS, colorError: '#b91c1c' } };
