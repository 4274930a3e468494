import { expect, freshEmail, signIn, test } from './fixtures';

interface Named {
  uuid: string;
  title?: string;
  app: { title: string };
  patternCategories?: { title: string }[];
  componentCategories?: { title: string }[];
}

test('a screen, a flow and a component opened by their address name the tab after what they show', async ({
  page,
}) => {
  await signIn(page, freshEmail('titles'));
  const first = async (path: string) =>
    ((await (await page.request.get(`/api/${path}?limit=1`)).json()) as { items: Named[] }).items[0] as Named;
  const screen = await first('screens');
  const flow = await first('flows');
  const component = await first('components');

  await page.goto(`/n/pages/${screen.uuid}`);
  const pattern = screen.patternCategories?.[0]?.title;
  await expect(page).toHaveTitle(`${screen.app.title}${pattern ? ` — ${pattern}` : ''} screen · Pageshelf`);

  await page.goto(`/n/flows/${flow.uuid}`);
  await expect(page).toHaveTitle(`${flow.title} — ${flow.app.title} flow · Pageshelf`);

  await page.goto(`/n/components/${component.uuid}`);
  const kind = component.componentCategories?.[0]?.title ?? 'Component';
  await expect(page).toHaveTitle(`${kind} from ${component.app.title} · Pageshelf`);
});
