/** The antd theme of this area, set once on its ConfigProvider: Hearth's colours (kernel domain). */
import type { ThemeConfig } from 'antd/es/config-provider';
import { BRAND_TOKENS } from '@hearth/shared-kernel/domain';

export const theme: ThemeConfig = { token: BRAND_TOKENS };
