/** Whether customers may subscribe to the product for daily deliveries (milk, eggs, curd). */
export function SubscribableField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="field field--inline">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>Customers can subscribe (daily or weekly deliveries)</span>
    </label>
  );
}
