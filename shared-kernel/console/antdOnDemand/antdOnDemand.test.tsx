/**
 * The stand-ins the console build puts in place of parts of antd's table (infra/build/
 * antd-on-demand.cjs): each shows what it wraps at once and then behaves as antd's own.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import enUS from 'antd/es/locale/en_US';
import Dropdown from './Dropdown';
import SorterTooltip from './SorterTooltip';
import VirtualTable from './VirtualTable';
import TableFilterDropdown, { flattenKeys } from './TableFilterDropdown';

jest.setTimeout(20_000);

describe('antd on demand', () => {
  it("flattens nested filter items as antd's own flattenKeys does", () => {
    const filters = [
      { text: 'Sent', value: 'sent' },
      { text: 'Enrolled', value: 'approved', children: [{ text: 'Today', value: 'today', children: [{ text: 'Morning', value: 1 }] }] },
      { text: 'Opted out', value: false },
    ];
    expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
    expect(flattenKeys(filters)).toEqual(['sent', 'approved', 'today', 1, false]);
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it("shows a filtered column's title at once, then antd's filter, which filters", async () => {
    const triggerFilter = jest.fn();
    const column = { key: 'status', title: 'Status', filters: [{ text: 'Sent', value: 'sent' }, { text: 'Enrolled', value: 'approved' }] };
    render(
      <TableFilterDropdown
        tablePrefixCls="ant-table"
        prefixCls="ant-table-filter"
        dropdownPrefixCls="ant-dropdown"
        column={column}
        columnKey="status"
        filterOnClose
        filterMultiple
        triggerFilter={triggerFilter}
        locale={enUS.Table!}
      >
        Status
      </TableFilterDropdown>,
    );
    expect(screen.getByText('Status')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'filter' }));
    fireEvent.click(await screen.findByText('Sent'));
    fireEvent.click(screen.getByRole('button', { name: enUS.Table!.filterConfirm as string }));
    await waitFor(() => expect(triggerFilter).toHaveBeenCalledWith(expect.objectContaining({ key: 'status', filteredKeys: ['sent'] })));
  });

  it("shows the selection shortcuts' trigger at once, then antd's dropdown with its menu", async () => {
    const selectAll = jest.fn();
    render(
      <Dropdown menu={{ items: [{ key: 'all', label: 'Select all', onClick: selectAll }] }} trigger={['click']}>
        <span>Shortcuts</span>
      </Dropdown>,
    );
    expect(screen.getByText('Shortcuts')).toBeInTheDocument();
    // The real dropdown takes the trigger over once loaded; until then a click opens nothing.
    await waitFor(() => {
      fireEvent.click(screen.getByText('Shortcuts'));
      expect(screen.getByText('Select all')).toBeInTheDocument();
    });
    fireEvent.click(screen.getByText('Select all'));
    expect(selectAll).toHaveBeenCalled();
  });

  // Before any test shows a sorter tooltip: this one needs the tooltip's code not loaded yet.
  it('opens no tooltip for a pointer that left before its code arrived', async () => {
    render(
      <SorterTooltip title="Click to sort descending">
        <div>Last contact</div>
      </SorterTooltip>,
    );
    fireEvent.mouseEnter(screen.getByText('Last contact'));
    expect(screen.queryByRole('tooltip')).toBeNull(); // the code is on its way
    fireEvent.mouseLeave(screen.getByText('Last contact'));
    await act(() => import('antd/es/tooltip'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The tooltip, loaded, answers the next pointer as antd's does.
    fireEvent.mouseEnter(screen.getByText('Last contact'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click to sort descending');
  });

  it("shows a sortable header as it is, and antd's tooltip once the pointer comes over it", async () => {
    render(
      <SorterTooltip title="Click to sort ascending">
        <div>Date of birth</div>
      </SorterTooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(screen.getByText('Date of birth'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click to sort ascending');
  });

  it("renders nothing for the moment it loads, then antd's virtual table", async () => {
    render(
      <VirtualTable
        prefixCls="ant-table"
        rowKey="key"
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name', width: 120 }]}
        data={[{ key: 'p1', name: 'Ada Lovelace' }]}
        scroll={{ x: 240, y: 200 }}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });
});
