/** The antd theme of this area, set once on its ConfigProvider: Hearth's colours (kernel domain). */
import type { ThemeConfig } from 'antd/es/config-provider';
import { BRAND_TOKENS } from '@hearth/shared-kernel/domain';

export const theme: ThemeConfig = {
  token: BRAND_TOKENS,
  components: {
    // A table's empty-state text is drawn in the disabled colour, far below 4.5:1.
    Table: { colorTextDisabled: '#4b5563' },
  },
};
