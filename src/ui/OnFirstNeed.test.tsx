// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPanel, OnFirstNeed } from './OnFirstNeed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A panel whose code fails to come while `server.down`. */
function panelOfServer() {
  const server = { down: true, loads: 0 };
  const Panel = lazyPanel(async () => {
    server.loads++;
    if (server.down) throw new Error('Failed to fetch dynamically imported module: /assets/Panel-x.js');
    return function Loaded() {
      return <p>panel</p>;
    };
  });
  return { server, Panel };
}

const page = (panel: React.ReactNode) => (
  <div>
    <h1>page</h1>
    {panel}
  </div>
);

describe('OnFirstNeed', () => {
  it('leaves out a panel whose code did not come, keeps the page, and asks again when the panel is needed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, Panel } = panelOfServer();
    const view = render(page(<OnFirstNeed needed={false}>{<Panel />}</OnFirstNeed>));
    expect(server.loads).toBe(0);
    view.rerender(page(<OnFirstNeed needed>{<Panel />}</OnFirstNeed>));
    await act(async () => {});
    expect(screen.getByRole('heading').textContent).toBe('page');
    expect(screen.queryByText('panel')).toBeNull();

    server.down = false;
    view.rerender(page(<OnFirstNeed needed={false}>{<Panel />}</OnFirstNeed>));
    view.rerender(page(<OnFirstNeed needed>{<Panel />}</OnFirstNeed>));
    expect(await screen.findByText('panel')).toBeTruthy();
    expect(server.loads).toBe(2);
  });

  it('asks again on a new attempt while the panel stays needed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, Panel } = panelOfServer();
    const view = render(
      page(
        <OnFirstNeed needed attempt={1}>
          {<Panel />}
        </OnFirstNeed>,
      ),
    );
    await act(async () => {});
    expect(screen.queryByText('panel')).toBeNull();
    server.down = false;
    view.rerender(
      page(
        <OnFirstNeed needed attempt={2}>
          {<Panel />}
        </OnFirstNeed>,
      ),
    );
    expect(await screen.findByText('panel')).toBeTruthy();
  });
});
