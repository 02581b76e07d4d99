// What the stylesheet is rendered from: for each antd component a console area may import, the
// elements that make antd register every style that component (and what it renders inside: a
// table's pagination, filter menu, selection dropdown…) can need, in each state and variant.
// Popups are rendered open so their panels (and the styles they register) exist. A component a
// console source imports with no entry here fails the build (render.cjs).

/**
 * @param {(component: string) => any} antd  an antd component by its folder name (antd/lib/<name>)
 * @param {typeof import('react')} React
 * @returns {Record<string, () => import('react').ReactNode>}
 */
function specimens(antd, React) {
  const h = React.createElement;
  const sizes = ['small', 'middle', 'large'];
  const options = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B', disabled: true }, { value: 'c', label: 'C' }];
  const statuses = ['error', 'warning'];
  const variants = ['outlined', 'filled', 'borderless', 'underlined'];
  const each = (values, render) => values.map((v, i) => React.cloneElement(render(v), { key: i }));

  return {
    'config-provider': () => null,
    alert: () => {
      const Alert = antd('alert');
      return each(['success', 'info', 'warning', 'error'], (type) => h(Alert, { type, showIcon: true, closable: true, title: type, description: 'd', action: h('span', null, 'a') }))
        .concat(h(Alert, { key: 'banner', banner: true, title: 'banner' }), h(Alert, { key: 'plain', title: 'plain' }));
    },
    badge: () => {
      const Badge = antd('badge');
      return each(['success', 'processing', 'default', 'error', 'warning'], (status) => h(Badge, { status, text: status }))
        .concat(h(Badge, { key: 'count', count: 5 }, h('span', null, 'x')), h(Badge, { key: 'dot', dot: true }, h('span', null, 'x')), h(Badge, { key: 'color', color: 'blue', text: 'blue' }));
    },
    button: () => {
      const Button = antd('button');
      const types = ['primary', 'default', 'dashed', 'text', 'link'];
      return types.flatMap((type) => [
        ...sizes.map((size) => h(Button, { key: `${type}${size}`, type, size }, 'b')),
        h(Button, { key: `${type}d`, type, danger: true }, 'b'),
        h(Button, { key: `${type}x`, type, disabled: true }, 'b'),
        h(Button, { key: `${type}l`, type, loading: true }, 'b'),
        h(Button, { key: `${type}g`, type, ghost: true }, 'b'),
        h(Button, { key: `${type}i`, type, shape: 'circle', icon: h('span', null, '+') }),
        h(Button, { key: `${type}r`, type, shape: 'round', block: true, htmlType: 'submit' }, 'b'),
      ]);
    },
    checkbox: () => {
      const Checkbox = antd('checkbox');
      return [
        h(Checkbox, { key: 1 }, 'c'),
        h(Checkbox, { key: 2, checked: true }, 'c'),
        h(Checkbox, { key: 3, indeterminate: true }, 'c'),
        h(Checkbox, { key: 4, disabled: true, checked: true }, 'c'),
        h(Checkbox.Group, { key: 5, options, value: ['a'] }),
      ];
    },
    descriptions: () => {
      const Descriptions = antd('descriptions');
      const items = [{ key: 1, label: 'l', children: 'c' }, { key: 2, label: 'l', children: 'c', span: 2 }];
      return [false, true].flatMap((bordered) => sizes.map((size) => h(Descriptions, { key: `${bordered}${size}`, bordered, size, title: 't', extra: 'e', column: 2, items })))
        .concat(h(Descriptions, { key: 'v', layout: 'vertical', column: 1, items }));
    },
    dropdown: () => {
      const Dropdown = antd('dropdown');
      const menu = { items: [{ key: 1, label: 'one' }, { key: 2, label: 'two', disabled: true }, { type: 'divider' }, { key: 3, label: 'three', danger: true }], selectable: true, selectedKeys: ['1'] };
      return [h(Dropdown, { key: 1, open: true, menu }, h('button', null, 'd')), h(Dropdown.Button, { key: 2, open: true, menu }, 'd')];
    },
    empty: () => {
      const Empty = antd('empty');
      return [h(Empty, { key: 1, description: 'e' }), h(Empty, { key: 2, image: Empty.PRESENTED_IMAGE_SIMPLE })];
    },
    input: () => {
      const Input = antd('input');
      return [
        ...sizes.map((size) => h(Input, { key: size, size, placeholder: 'p' })),
        ...statuses.map((status) => h(Input, { key: status, status })),
        ...variants.map((variant) => h(Input, { key: variant, variant })),
        h(Input, { key: 'x', disabled: true, value: 'v', readOnly: true }),
        h(Input, { key: 'a', prefix: 'p', suffix: 's', allowClear: true, showCount: true, maxLength: 9, value: 'v', onChange() {} }),
        h(Input, { key: 'o', addonBefore: 'a', addonAfter: 'b' }),
        h(Input.Password, { key: 'pw', visibilityToggle: true }),
        h(Input.Search, { key: 's1' }),
        h(Input.Search, { key: 's2', enterButton: true, loading: true, allowClear: true }),
        h(Input.TextArea, { key: 't1', autoSize: { minRows: 2 } }),
        h(Input.TextArea, { key: 't2', showCount: true, maxLength: 9, allowClear: true, status: 'error' }),
        h(Input.OTP, { key: 'otp' }),
      ];
    },
    'input-number': () => {
      const InputNumber = antd('input-number');
      return [
        ...sizes.map((size) => h(InputNumber, { key: size, size })),
        ...statuses.map((status) => h(InputNumber, { key: status, status })),
        ...variants.map((variant) => h(InputNumber, { key: variant, variant })),
        h(InputNumber, { key: 'x', disabled: true }),
        h(InputNumber, { key: 'a', prefix: 'p', suffix: 's', controls: true }),
      ];
    },
    modal: () => {
      const Modal = antd('modal');
      return [
        h(Modal, { key: 1, open: true, title: 't', confirmLoading: true, getContainer: false }, 'm'),
        h(Modal, { key: 2, open: true, title: 't', footer: null, centered: true, getContainer: false }, 'm'),
        h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { key: 3, type: 'confirm', title: 't', content: 'c' }),
      ];
    },
    pagination: () => {
      const Pagination = antd('pagination');
      return [
        ...sizes.map((size) => h(Pagination, { key: size, size, total: 500, current: 5, showSizeChanger: true, showQuickJumper: true, showTotal: (t) => t })),
        h(Pagination, { key: 's', simple: true, total: 50 }),
        h(Pagination, { key: 'x', disabled: true, total: 50 }),
      ];
    },
    popconfirm: () => {
      const Popconfirm = antd('popconfirm');
      return [h(Popconfirm, { key: 1, open: true, title: 't', description: 'd', okText: 'ok' }, h('button', null, 'p'))];
    },
    progress: () => {
      const Progress = antd('progress');
      return ['line', 'circle', 'dashboard'].flatMap((type) =>
        [undefined, 'success', 'exception', 'active'].map((status) => h(Progress, { key: `${type}${status}`, type, status, percent: 40 })),
      ).concat(h(Progress, { key: 's', size: 'small', percent: 40 }), h(Progress, { key: 'st', steps: 4, percent: 40 }), h(Progress, { key: 'n', percent: 40, showInfo: false }));
    },
    radio: () => {
      const Radio = antd('radio');
      return [
        h(Radio, { key: 1 }, 'r'),
        h(Radio, { key: 2, checked: true, disabled: true }, 'r'),
        h(Radio.Group, { key: 3, options, value: 'a' }),
        ...sizes.map((size) => h(Radio.Group, { key: size, size, optionType: 'button', options, value: 'a' })),
        h(Radio.Group, { key: 5, optionType: 'button', buttonStyle: 'solid', options, value: 'a' }),
        h(Radio.Group, { key: 6, vertical: true, options, value: 'a' }),
      ];
    },
    segmented: () => {
      const Segmented = antd('segmented');
      return [...sizes.map((size) => h(Segmented, { key: size, size, options, value: 'a' })), h(Segmented, { key: 'b', block: true, options, value: 'a' }), h(Segmented, { key: 'v', vertical: true, options, value: 'a' })];
    },
    select: () => {
      const Select = antd('select');
      return [
        ...sizes.map((size) => h(Select, { key: size, size, options, value: 'a' })),
        ...statuses.map((status) => h(Select, { key: status, status, options })),
        ...variants.map((variant) => h(Select, { key: variant, variant, options })),
        h(Select, { key: 'open', open: true, options, value: 'a', showSearch: true, allowClear: true }),
        h(Select, { key: 'multi', open: true, mode: 'multiple', options, value: ['a', 'c'], maxTagCount: 1, allowClear: true }),
        h(Select, { key: 'tags', mode: 'tags', options, value: ['a'] }),
        h(Select, { key: 'loading', loading: true, disabled: true, options }),
        h(Select, { key: 'empty', open: true, options: [], notFoundContent: 'none' }),
      ];
    },
    skeleton: () => {
      const Skeleton = antd('skeleton');
      return [
        h(Skeleton, { key: 1, active: true, avatar: true, title: true, paragraph: { rows: 2 } }),
        h(Skeleton, { key: 2 }),
        h(Skeleton.Button, { key: 3, active: true }),
        h(Skeleton.Input, { key: 4, active: true }),
        h(Skeleton.Avatar, { key: 5 }),
        h(Skeleton.Image, { key: 6 }),
        h(Skeleton.Node, { key: 7 }, 'n'),
      ];
    },
    space: () => {
      const Space = antd('space');
      const Button = antd('button');
      const Input = antd('input');
      return [
        h(Space, { key: 1, wrap: true, size: 'large' }, 'a', 'b'),
        h(Space, { key: 2, direction: 'vertical', align: 'center' }, 'a', 'b'),
        h(Space.Compact, { key: 3 }, h(Input, { key: 'i' }), h(Button, { key: 'b' }, 'b')),
        h(Space.Compact, { key: 4, direction: 'vertical' }, h(Button, { key: 'a' }, 'a'), h(Button, { key: 'b' }, 'b')),
      ];
    },
    spin: () => {
      const Spin = antd('spin');
      return [...sizes.map((size) => h(Spin, { key: size, size })), h(Spin, { key: 't', spinning: true, tip: 't' }, h('div', null, 'c')), h(Spin, { key: 'p', percent: 30 })];
    },
    switch: () => {
      const Switch = antd('switch');
      return [h(Switch, { key: 1 }), h(Switch, { key: 2, checked: true, loading: true }), h(Switch, { key: 3, size: 'small', disabled: true }), h(Switch, { key: 4, checkedChildren: 'on', unCheckedChildren: 'off' })];
    },
    table: () => {
      const Table = antd('table');
      const filters = [{ text: 'A', value: 'a' }, { text: 'B', value: 'b', children: [{ text: 'B1', value: 'b1' }] }];
      const columns = [
        { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name), sortOrder: 'ascend', ellipsis: true, fixed: 'left', width: 100 },
        { title: 'Menu', dataIndex: 'menu', key: 'menu', filters, filterSearch: true, filterDropdownProps: { open: true } },
        { title: 'Tree', dataIndex: 'tree', key: 'tree', filters, filterMode: 'tree', filterSearch: true, filterDropdownProps: { open: true }, align: 'right' },
      ];
      const data = [{ key: 1, name: 'a', menu: 'm', tree: 't' }, { key: 2, name: 'b', menu: 'm', tree: 't', children: [{ key: 3, name: 'c' }] }];
      const rowSelection = { selectedRowKeys: [1], selections: [Table.SELECTION_ALL, Table.SELECTION_INVERT, Table.SELECTION_NONE] };
      return [
        ...sizes.map((size) => h(Table, { key: size, size, columns, dataSource: data, rowSelection, bordered: size === 'small', pagination: { pageSize: 1, showSizeChanger: true } })),
        h(Table, { key: 'radio', columns, dataSource: data, rowSelection: { type: 'radio' }, scroll: { x: 800, y: 200 }, sticky: true, loading: true, title: () => 't', footer: () => 'f' }),
        h(Table, { key: 'expand', columns, dataSource: data.map(({ children, ...row }) => row), expandable: { expandedRowRender: () => 'x', defaultExpandAllRows: true }, showSorterTooltip: { open: true }, summary: () => null }),
        h(Table, { key: 'empty', columns, dataSource: [], pagination: false }),
        h(Table, { key: 'virtual', virtual: true, columns, dataSource: data, scroll: { x: 800, y: 200 } }),
      ];
    },
    tag: () => {
      const Tag = antd('tag');
      const colors = ['blue', 'green', 'red', 'orange', 'gold', 'purple', 'cyan', 'magenta', 'volcano', 'lime', 'geekblue', 'success', 'processing', 'error', 'warning', 'default', '#123456'];
      return colors.flatMap((color) => [h(Tag, { key: color, color }, color), h(Tag, { key: `${color}v`, color, variant: 'solid' }, color), h(Tag, { key: `${color}o`, color, variant: 'outlined' }, color)])
        .concat(h(Tag, { key: 'c', closable: true, icon: h('span', null, 'i') }, 't'), h(Tag.CheckableTag, { key: 'ch', checked: true }, 't'));
    },
    tooltip: () => {
      const Tooltip = antd('tooltip');
      return [h(Tooltip, { key: 1, open: true, title: 't' }, h('span', null, 't')), h(Tooltip, { key: 2, open: true, title: 't', color: 'blue' }, h('span', null, 't'))];
    },
    upload: () => {
      const Upload = antd('upload');
      const Button = antd('button');
      const fileList = [
        { uid: '1', name: 'a.pdf', status: 'uploading', percent: 40 },
        { uid: '2', name: 'b.pdf', status: 'done', url: 'about:blank' },
        { uid: '3', name: 'c.pdf', status: 'error' },
      ];
      return [
        h(Upload, { key: 1, showUploadList: false }, h(Button, null, 'u')),
        h(Upload, { key: 2, fileList }, h(Button, null, 'u')),
        h(Upload, { key: 3, fileList, listType: 'picture' }, h(Button, null, 'u')),
        h(Upload, { key: 4, disabled: true }, h(Button, { disabled: true }, 'u')),
      ];
    },
  };
}

module.exports = { specimens };
