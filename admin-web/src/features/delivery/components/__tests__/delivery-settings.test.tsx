import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import type { DeliverySettings } from '@/features/delivery/api/delivery-settings';
import { deliverySettings } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const form = () => within(screen.getByRole('form', { name: 'Delivery settings' }));
const field = (label: RegExp) => form().getByLabelText(label);

async function openSettings() {
  const view = await openTab('Payments');
  await waitFor(() => expect(field(/^Average speed/)).toHaveValue('20'));
  return view;
}

describe('Delivery settings (Payments tab)', () => {
  it('shows the saved settings, with what turning the code off means', async () => {
    await openSettings();
    const code = within(form().getByRole('group', { name: 'Handover code' }));
    expect(code.getByRole('radio', { name: 'Required' })).toBeChecked();
    expect(form().getByRole('group', { name: 'Handover code' })).toHaveAccessibleDescription("Off: partners complete deliveries without the customer's code.");
    expect(field(/^"Arriving soon" distance/)).toHaveValue('1');
    expect(field(/^Positions kept/)).toHaveValue('7');
    expect(field(/^Road factor/)).toHaveValue('1.4');
    expect(field(/^Map tile URL/)).toHaveValue('/tiles/{z}/{x}/{y}.png');
    expect(field(/^Latitude/)).toHaveValue('17.385');
    expect(field(/^Longitude/)).toHaveValue('78.4867');
  });

  it('says under each field what is wrong, and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openSettings();
    const retype = async (label: RegExp, text: string) => {
      await user.clear(field(label));
      if (text) await user.type(field(label), text);
    };
    await retype(/^"Arriving soon" distance/, '9');
    await retype(/^Positions kept/, '2.5');
    await retype(/^Road factor/, '0.8');
    await retype(/^Average speed/, 'fast');
    await user.clear(field(/^Map tile URL/));
    await user.paste('https://tiles.example.com/map.png');
    await retype(/^Latitude/, '');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(field(/^"Arriving soon" distance/)).toHaveAccessibleDescription(expect.stringContaining('Enter a distance from 0.2 to 5 km.'));
    expect(field(/^Positions kept/)).toHaveAccessibleDescription(expect.stringContaining('Enter whole days, from 1 to 30.'));
    expect(field(/^Road factor/)).toHaveAccessibleDescription(expect.stringContaining('Enter a road factor from 1 to 3, e.g. 1.4.'));
    expect(field(/^Average speed/)).toHaveAccessibleDescription(expect.stringContaining('Enter a speed from 5 to 60 km/h.'));
    expect(field(/^Map tile URL/)).toHaveAccessibleDescription(expect.stringContaining('with {z}, {x} and {y} in it'));
    expect(field(/^Latitude/)).toHaveAccessibleDescription('Enter a latitude from -90 to 90, e.g. 17.385.');
    expect(field(/^Longitude/)).not.toHaveAttribute('aria-invalid');
    expect(requests.writes()).toEqual([]);
  });

  it('saves once, disabled while saving, and says Saved', async () => {
    const put = heldReply((body) => HttpResponse.json(body as DeliverySettings));
    server.use(http.put('/api/admin/delivery-settings', put.resolver));
    const { user } = await openSettings();
    await user.click(form().getByRole('radio', { name: 'Off' }));
    await user.clear(field(/^Average speed/));
    await user.type(field(/^Average speed/), '22.5');
    await user.dblClick(form().getByRole('button', { name: 'Save' }));
    expect(form().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(field(/^Average speed/)).toBeDisabled();
    put.release();
    expect(await form().findByRole('status')).toHaveTextContent('Saved');
    expect(put.bodies).toEqual([{ ...deliverySettings, handover_code: 'off', speed_kmh: 22.5 }]);
  });
});
