/** A roster filter of several values (statuses, languages): an antd multiple select named for screen readers. */
import Select from 'antd/es/select';

export interface MultiFilterProps<Value extends string> {
  label: string;
  placeholder: string;
  value: Value[];
  onChange(values: Value[]): void;
  options: { value: Value; label: string }[];
  width: { min: number; max: number };
}

export function MultiFilter<Value extends string>({ label, placeholder, value, onChange, options, width }: MultiFilterProps<Value>) {
  return (
    <Select<Value[]>
      mode="multiple"
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      options={options}
      maxTagCount="responsive"
      style={{ minWidth: width.min, maxWidth: width.max }}
    />
  );
}
