// The reference viewer (issue #15, item 3), served by the API at /viewer. Plain ES module, no
// build step. Everything the server sends is treated as untrusted: text goes in with
// textContent only, and the board picture is shown as an <img> of a blob: URL, where an SVG can
// never run a script. The token stays in this page (a password field, never in a URL): it goes
// out as an Authorization header only, on fetch — the live stream too, read with fetch's
// streaming body, since EventSource cannot send headers.

const $ = (id) => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing`);
  return element;
};

const ui = {
  form: $('open-form'),
  gameId: $('game-id'),
  token: $('token'),
  live: $('live'),
  liveStatus: $('live-status'),
  message: $('message'),
  first: $('first'),
  back: $('back'),
  forward: $('forward'),
  last: $('last'),
  version: $('version'),
  latest: $('latest'),
  summary: $('summary'),
  board: $('board'),
  units: $('units'),
  actions: $('actions'),
  actionsFor: $('actions-for'),
  log: $('log'),
};

/** What is open: the game, its latest known version, the version shown, the picked unit. */
const view = {
  gameId: '',
  token: '',
  latest: 0,
  at: 0,
  unit: null,
  /** Bumped on every change of game or version: late answers for an older one are dropped. */
  generation: 0,
  boardUrl: null,
  stream: null,
  /** The shown picture's viewBox and each unit's bounding box in it, for clicks on it. */
  hit: null,
};

/** A problem+json answer (or a network failure) as a short line. */
class ApiError extends Error {
  constructor(status, code, detail) {
    super(`${status} ${code}${detail ? `: ${detail}` : ''}`);
    this.status = status;
    this.code = code;
  }
}

function headers(extra = {}) {
  const out = { ...extra };
  if (view.token !== '') out.Authorization = `Bearer ${view.token}`;
  return out;
}

async function api(path, accept = 'application/json') {
  const response = await fetch(path, { headers: headers({ Accept: accept }), cache: 'no-store' });
  if (!response.ok) {
    let code = 'HTTP_ERROR';
    let detail = '';
    try {
      const problem = await response.json();
      if (typeof problem.code === 'string') code = problem.code;
      if (typeof problem.detail === 'string') detail = problem.detail;
    } catch {
      // not problem+json: the status says enough
    }
    throw new ApiError(response.status, code, detail);
  }
  return response;
}

const gamePath = (suffix = '') => `/v1/games/${encodeURIComponent(view.gameId)}${suffix}`;

function say(text) {
  ui.message.textContent = text;
}

function clear(element) {
  element.replaceChildren();
}

function item(tag, text, className) {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** One event as one line: version, type, and its data as JSON (text only, shortened). */
function eventLine(event) {
  const data = JSON.stringify(event.data ?? null);
  const shown = data.length > 160 ? `${data.slice(0, 157)}...` : data;
  const li = item('li', `${event.version} ${event.type} ${shown}`);
  li.value = event.version;
  li.dataset.version = String(event.version);
  li.addEventListener('click', () => void showVersion(event.version));
  return li;
}

function markCurrentEvent() {
  for (const li of ui.log.children) {
    li.classList.toggle('current', li.dataset.version === String(view.at));
  }
}

function appendEvents(events, live) {
  for (const event of events) {
    if (typeof event?.version !== 'number' || event.version <= view.latest) continue;
    const li = eventLine(event);
    if (live) li.classList.add('live');
    ui.log.append(li);
    view.latest = event.version;
  }
  ui.latest.textContent = String(view.latest);
}

async function loadEvents(generation) {
  let from = 1;
  for (;;) {
    const page = await (await api(gamePath(`/events?from=${from}&limit=100`))).json();
    if (generation !== view.generation) return;
    appendEvents(page, false);
    if (page.length < 100) return;
    from = page[page.length - 1].version + 1;
  }
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

const NUMBER_ATTRIBUTES = ['x', 'y', 'cx', 'cy', 'x1', 'y1', 'x2', 'y2'];

/**
 * Where the units are in a picture: the SVG text parsed by DOMParser (an inert document, never
 * put in the page), each `g[data-unit]`'s box from its shapes' coordinates (the renderer uses
 * no transforms). Used only to map a click on the <img> to a unit id.
 */
function hitMap(svgText) {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const root = doc.documentElement;
  const viewBox = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (
    root.localName !== 'svg' ||
    viewBox.length !== 4 ||
    viewBox.some((n) => !Number.isFinite(n))
  ) {
    return null;
  }
  const units = [];
  for (const group of root.querySelectorAll('g[data-unit]')) {
    if (group.getAttribute('class')?.split(' ').includes('unit') !== true) continue;
    const xs = [];
    const ys = [];
    for (const shape of group.querySelectorAll('*')) {
      const get = (name) => Number(shape.getAttribute(name));
      if (shape.localName === 'rect') {
        xs.push(get('x'), get('x') + get('width'));
        ys.push(get('y'), get('y') + get('height'));
      } else if (shape.localName === 'circle') {
        xs.push(get('cx') - get('r'), get('cx') + get('r'));
        ys.push(get('cy') - get('r'), get('cy') + get('r'));
      } else if (shape.localName === 'polygon' || shape.localName === 'polyline') {
        const points = (shape.getAttribute('points') ?? '')
          .trim()
          .split(/[\s,]+/)
          .map(Number);
        for (let i = 0; i + 1 < points.length; i += 2) {
          xs.push(points[i]);
          ys.push(points[i + 1]);
        }
      } else if (shape.localName !== 'text') {
        for (const name of NUMBER_ATTRIBUTES) {
          if (!shape.hasAttribute(name)) continue;
          (name.startsWith('x') || name === 'cx' ? xs : ys).push(get(name));
        }
      }
    }
    const fx = xs.filter(Number.isFinite);
    const fy = ys.filter(Number.isFinite);
    if (fx.length === 0 || fy.length === 0) continue;
    units.push({
      id: group.getAttribute('data-unit'),
      x0: Math.min(...fx),
      x1: Math.max(...fx),
      y0: Math.min(...fy),
      y1: Math.max(...fy),
    });
  }
  return { viewBox, units };
}

/** The unit under a click on the picture: the last drawn (top) box holding the point. */
function unitAt(event) {
  if (view.hit === null) return null;
  const box = ui.board.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const [vx, vy, vw, vh] = view.hit.viewBox;
  const x = vx + ((event.clientX - box.left) * vw) / box.width;
  const y = vy + ((event.clientY - box.top) * vh) / box.height;
  let found = null;
  for (const u of view.hit.units) {
    if (x >= u.x0 && x <= u.x1 && y >= u.y0 && y <= u.y1) found = u.id;
  }
  return found;
}

/** The picture at the shown version (with the picked unit's moves): an <img> of a blob URL. */
async function drawBoard(generation) {
  const query = new URLSearchParams({ at: String(view.at) });
  if (view.unit !== null) query.set('highlight', view.unit);
  const response = await api(gamePath(`/board.svg?${query}`), 'image/svg+xml');
  const bytes = await response.arrayBuffer();
  if (generation !== view.generation) return;
  view.hit = hitMap(new TextDecoder().decode(bytes));
  const blob = new Blob([bytes], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(blob);
  const loaded = new Promise((resolve) => {
    ui.board.addEventListener('load', resolve, { once: true });
    ui.board.addEventListener('error', resolve, { once: true });
  });
  ui.board.src = url;
  if (view.boardUrl !== null) URL.revokeObjectURL(view.boardUrl);
  view.boardUrl = url;
  await loaded;
  ui.board.dataset.version = String(view.at);
  ui.board.dataset.highlight = view.unit ?? '';
  ui.board.dataset.sha256 = await sha256(bytes);
}

function showUnits(units) {
  clear(ui.units);
  if (!Array.isArray(units)) return;
  for (const unit of units) {
    if (typeof unit?.id !== 'string') continue;
    const button = item('button', unit.name ? `${unit.name} (${unit.id})` : unit.id);
    button.type = 'button';
    button.dataset.unit = unit.id;
    if (typeof unit.side === 'string') button.title = unit.side;
    button.setAttribute('aria-pressed', String(unit.id === view.unit));
    button.addEventListener('click', () => void pickUnit(unit.id));
    const li = document.createElement('li');
    li.append(button);
    ui.units.append(li);
  }
}

function summaryOf(state) {
  if (state === null || typeof state !== 'object') return '';
  const parts = [];
  for (const key of ['turn', 'phase', 'activeSide', 'acting']) {
    const value = state[key];
    if (typeof value === 'string' || typeof value === 'number') parts.push(`${key} ${value}`);
  }
  if (state.over === true) parts.push('over');
  return parts.join(' · ');
}

async function showState(generation) {
  const body = await (await api(gamePath(`/state?at=${view.at}`))).json();
  if (generation !== view.generation) return;
  ui.summary.textContent = `${body.viewer ?? ''} · ${summaryOf(body.state)}`;
  showUnits(body.state?.units);
}

/** The picked unit's legal actions: the server answers them for the latest version only. */
async function showActions(generation) {
  clear(ui.actions);
  ui.actionsFor.textContent = view.unit === null ? '' : `of ${view.unit}`;
  if (view.unit === null) return;
  if (view.at !== view.latest) {
    ui.actions.append(item('li', 'legal actions are listed at the latest version only'));
    return;
  }
  const query = new URLSearchParams({ unit: view.unit });
  const actions = await (await api(gamePath(`/legal-actions?${query}`))).json();
  if (generation !== view.generation) return;
  if (!Array.isArray(actions) || actions.length === 0) {
    ui.actions.append(item('li', 'none now for this viewer'));
    return;
  }
  for (const action of actions) ui.actions.append(item('li', JSON.stringify(action.command)));
}

function updateSteps() {
  ui.version.textContent = String(view.at);
  ui.latest.textContent = String(view.latest);
  ui.first.disabled = ui.back.disabled = view.at <= 1;
  ui.forward.disabled = ui.last.disabled = view.at >= view.latest;
  markCurrentEvent();
}

async function refresh() {
  const generation = ++view.generation;
  updateSteps();
  try {
    await Promise.all([showState(generation), drawBoard(generation), showActions(generation)]);
    if (generation === view.generation) say('');
  } catch (error) {
    if (generation === view.generation) say(error instanceof Error ? error.message : String(error));
  }
}

async function showVersion(version) {
  if (view.gameId === '') return;
  view.at = Math.max(1, Math.min(view.latest, version));
  await refresh();
}

async function pickUnit(unitId) {
  view.unit = view.unit === unitId ? null : unitId;
  for (const button of ui.units.querySelectorAll('button')) {
    button.setAttribute('aria-pressed', String(button.dataset.unit === view.unit));
  }
  const generation = ++view.generation;
  try {
    await Promise.all([drawBoard(generation), showActions(generation)]);
    if (generation === view.generation) say('');
  } catch (error) {
    if (generation === view.generation) say(error instanceof Error ? error.message : String(error));
  }
}

/** Server-sent events read from fetch's body: `id:`/`data:` lines, a blank line ends one. */
async function follow() {
  stopFollowing();
  if (view.gameId === '') return;
  const controller = new AbortController();
  view.stream = controller;
  ui.liveStatus.textContent = 'live: connecting';
  try {
    const response = await fetch(gamePath('/events/stream'), {
      headers: headers({ Accept: 'text/event-stream', 'Last-Event-ID': String(view.latest) }),
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok || response.body === null) {
      throw new ApiError(response.status, 'STREAM_REFUSED', '');
    }
    ui.liveStatus.textContent = 'live: on';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data !== '') onLiveEvent(JSON.parse(data));
      }
    }
    if (view.stream === controller) ui.liveStatus.textContent = 'live: ended';
  } catch (error) {
    if (view.stream === controller) {
      ui.liveStatus.textContent = `live: ${error instanceof Error ? error.message : 'failed'}`;
    }
  }
}

function onLiveEvent(event) {
  const following = view.at === view.latest;
  appendEvents([event], true);
  if (following) void showVersion(view.latest);
  else updateSteps();
}

function stopFollowing() {
  view.stream?.abort();
  view.stream = null;
  ui.liveStatus.textContent = 'live: off';
}

async function open(gameId, token) {
  stopFollowing();
  view.gameId = gameId;
  view.token = token;
  view.latest = 0;
  view.unit = null;
  const generation = ++view.generation;
  clear(ui.log);
  clear(ui.units);
  clear(ui.actions);
  say('opening...');
  try {
    await loadEvents(generation);
    if (generation !== view.generation) return;
    view.at = view.latest;
    await refresh();
    if (ui.live.checked) void follow();
  } catch (error) {
    if (generation === view.generation) say(error instanceof Error ? error.message : String(error));
  }
}

ui.form.addEventListener('submit', (event) => {
  event.preventDefault();
  const gameId = ui.gameId.value.trim();
  if (gameId !== '') void open(gameId, ui.token.value.trim());
});
ui.board.addEventListener('click', (event) => {
  const unitId = unitAt(event);
  if (unitId !== null) void pickUnit(unitId);
});
ui.first.addEventListener('click', () => void showVersion(1));
ui.back.addEventListener('click', () => void showVersion(view.at - 1));
ui.forward.addEventListener('click', () => void showVersion(view.at + 1));
ui.last.addEventListener('click', () => void showVersion(view.latest));
ui.live.addEventListener('change', () => {
  if (ui.live.checked) void follow();
  else stopFollowing();
});

// A game id (never a token) may come in the fragment, which is not sent to the server:
// /viewer#game=<id>.
const fromHash = new URLSearchParams(location.hash.slice(1)).get('game');
if (fromHash) {
  ui.gameId.value = fromHash;
  void open(fromHash, '');
}
updateSteps();
document.body.dataset.ready = 'true';
