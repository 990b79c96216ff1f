// The engine's run and A/B viewer (docs/viewer.md). Reads each scene's JSON and base64 packs from the page, draws
// the level, every body's path, a 3D view (three.js) and charts (uPlot), and follows one frame scrubber per scene.
// Loads nothing from the network: three.js is imported from blob URLs made of the text embedded below the scenes.
(function () {
  'use strict';
  var SVGNS = 'http://www.w3.org/2000/svg';
  // Okabe-Ito colours: distinct for the common colour-blindnesses; B also differs by its dash pattern.
  var COLOUR = {a: '#0072B2', b: '#D55E00', parting: '#CC79A7', sel: '#000000', wall: '#444444', ladder: '#009E73'};
  var MAX_PATH_POINTS = 400;
  var errors = [];
  window.addEventListener('error', function (e) {
    errors.push(String(e.message));
    document.body.setAttribute('data-errors', String(errors.length));
  });
  document.body.setAttribute('data-errors', '0');

  function decode(el) {
    var bin = atob(el.textContent.trim());
    var u = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) u[i] = bin.charCodeAt(i);
    return el.getAttribute('data-type') === 'int32' ? new Int32Array(u.buffer) : new Float32Array(u.buffer);
  }

  function h(tag, attrs, parent, text) {
    var e = document.createElement(tag);
    for (var k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  function s(tag, attrs, parent, text) {
    var e = document.createElementNS(SVGNS, tag);
    for (var k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  function fmt(v, d) {
    if (v === null || v === undefined || !isFinite(v)) return v >= 1.7e308 ? 'unbounded' : '-';
    var a = Math.abs(v);
    if (a !== 0 && (a < 1e-3 || a >= 1e6)) return v.toExponential(d === undefined ? 3 : d);
    return v.toFixed(d === undefined ? (a < 10 ? 4 : a < 1000 ? 3 : 1) : d);
  }

  // Tick values for [lo, hi]: steps of 1, 2 or 5 times a power of ten, about n of them and never fewer than 3.
  function ticks(lo, hi, n) {
    var span = hi - lo;
    if (!(span > 0)) return [lo];
    for (var tries = 0; ; tries++, n *= 2) {
      var raw = span / n, p = Math.pow(10, Math.floor(Math.log10(raw))), m = raw / p;
      var step = (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
      var out = [];
      for (var t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) out.push(Math.abs(t) < step * 1e-9 ? 0 : t);
      if (out.length >= 3 || tries === 4) return out;
    }
  }

  function label(t) {
    var a = Math.abs(t);
    return a >= 1e5 || (a > 0 && a < 1e-3) ? t.toExponential(1) : String(+t.toFixed(6));
  }

  // A 2D plot of world coordinates (u across, v up or, yDown, down the page) with equal scales on both axes.
  function Plot(parent, o) {
    var W = o.width, H = o.height, L = 58, R = 14, T = 22, B = 40;
    var uw = Math.max(o.u1 - o.u0, 1e-6), vh = Math.max(o.v1 - o.v0, 1e-6);
    var sc = Math.min((W - L - R) / uw, (H - T - B) / vh);
    var ox = L + ((W - L - R) - uw * sc) / 2, oy = T + ((H - T - B) - vh * sc) / 2;
    this.px = function (u) { return ox + (u - o.u0) * sc; };
    this.py = o.yDown ? function (v) { return oy + (v - o.v0) * sc; } : function (v) { return oy + (o.v1 - v) * sc; };
    this.scale = sc;
    var svg = s('svg', {'class': 'plot', width: W, height: H, viewBox: '0 0 ' + W + ' ' + H, 'data-view': o.name}, parent);
    this.svg = svg;
    var id = 'clip-' + o.name + '-' + Math.random().toString(36).slice(2);
    s('rect', {x: L, y: T, width: W - L - R, height: H - T - B}, s('clipPath', {id: id}, s('defs', {}, svg)));
    s('rect', {x: L, y: T, width: W - L - R, height: H - T - B, fill: '#fff', stroke: '#999'}, svg);
    s('text', {x: L, y: 14, 'class': 'title'}, svg, o.title);
    var body = s('g', {'clip-path': 'url(#' + id + ')'}, svg);
    this.level = s('g', {'data-role': 'level', 'class': 'level'}, body);
    this.paths = s('g', {'class': 'paths'}, body);
    this.marks = s('g', {'class': 'marks'}, body);
    this.now = s('g', {'class': 'now'}, body);
    this.normals = s('g', {'class': 'normals'}, body);
    // Axes: ticks and numbers in the world's unit along the plot's edges, and a scale bar.
    var self = this;
    var ax = s('g', {'data-role': 'axis', 'data-axis': o.uName, 'class': 'axis'}, svg);
    var u0 = (L - ox) / sc + o.u0, u1 = (W - R - ox) / sc + o.u0;
    ticks(u0, u1, Math.max(3, Math.floor((W - L - R) / 80))).forEach(function (t) {
      var x = self.px(t);
      s('line', {x1: x, x2: x, y1: H - B, y2: H - B + 5, stroke: '#333'}, ax);
      s('line', {x1: x, x2: x, y1: T, y2: H - B, stroke: '#eee'}, self.level);
      s('text', {x: x, y: H - B + 16, 'text-anchor': 'middle'}, ax, label(t));
    });
    s('text', {x: L + (W - L - R) / 2, y: H - 6, 'text-anchor': 'middle'}, ax, o.uName + ' (' + o.unit + ')');
    var av = s('g', {'data-role': 'axis', 'data-axis': o.vName, 'class': 'axis'}, svg);
    var va = o.yDown ? (T - oy) / sc + o.v0 : o.v1 - (H - B - oy) / sc, vb = o.yDown ? (H - B - oy) / sc + o.v0 : o.v1 - (T - oy) / sc;
    ticks(Math.min(va, vb), Math.max(va, vb), Math.max(3, Math.floor((H - T - B) / 50))).forEach(function (t) {
      var y = self.py(t);
      s('line', {x1: L - 5, x2: L, y1: y, y2: y, stroke: '#333'}, av);
      s('line', {x1: L, x2: W - R, y1: y, y2: y, stroke: '#eee'}, self.level);
      s('text', {x: L - 7, y: y + 4, 'text-anchor': 'end'}, av, label(t));
    });
    s('text', {x: 12, y: T + (H - T - B) / 2, 'text-anchor': 'middle',
      transform: 'rotate(-90 12 ' + (T + (H - T - B) / 2) + ')'}, av,
      o.vName + ' (' + o.unit + (o.yDown ? ', down' : '') + ')');
    var bar = ticks(0, (W - L - R) / sc / 4, 1)[1] || (W - L - R) / sc / 4;
    var bx = W - R - 10 - bar * sc, by = T + 12;
    var sb = s('g', {'class': 'scalebar', 'data-role': 'scale'}, svg);
    s('line', {x1: bx, x2: bx + bar * sc, y1: by, y2: by, stroke: '#000', 'stroke-width': 2}, sb);
    s('text', {x: bx + bar * sc / 2, y: by - 4, 'text-anchor': 'middle'}, sb, label(bar) + ' ' + o.unit);
  }

  function View(section) {
    var meta = JSON.parse(section.querySelector('script.meta').textContent);
    var packs = {};
    section.querySelectorAll('script.pack').forEach(function (p) { packs[p.getAttribute('data-pack')] = decode(p); });
    this.meta = meta;
    this.section = section;
    this.runs = [packs.a].concat(packs.b ? [packs.b] : []);
    this.packs = packs;
    this.n = meta.bodies;
    this.per = meta.valuesPerBody;
    this.samples = meta.sampleFrames.length;
    this.flat = meta.kind === '2d';
    this.ab = meta.ab || null;
    this.sel = -1;
    this.cur = 0;
    this.listeners = [];
    // 3D contacts: per run, (sample * bodies + body) -> [first kept contact in the run's contact pack, kept, answered].
    this.contactAt = this.runs.map(function (_, r) {
      var c = packs['contactCounts-' + (r ? 'b' : 'a')];
      if (!c) return null;
      var at = {}, o = 0;
      for (var k = 0; k + 2 < c.length; k += 3) { at[c[k]] = [o, c[k + 1], c[k + 2]]; o += c[k + 1]; }
      return at;
    });
    // Per run, (sample * bodies + body) -> the ids of the quirks that fired in that body's pass that frame.
    this.bodyQuirks = this.runs.map(function (_, r) {
      var t = packs['bodyQuirks-' + (r ? 'b' : 'a')], out = {}, qs = meta.runs[r].quirks;
      if (!t) return null;
      for (var k = 0; k + 2 < t.length; k += 3) {
        var key = t[k] * meta.bodies + t[k + 1];
        (out[key] = out[key] || []).push(qs[t[k + 2]].id);
      }
      return out;
    });
    this.build();
  }

  // Run r's contacts of body i at sample smp: {all: answered that frame, list: [[px, py, pz, nx, ny, nz], ...] kept}.
  View.prototype.contacts = function (r, smp, i) {
    var at = this.contactAt[r];
    if (!at) return null;
    var v = this.packs['contacts-' + (r ? 'b' : 'a')], cell = at[smp * this.n + i], list = [];
    if (!cell) return {all: 0, list: list};
    for (var j = 0; j < cell[1]; j++) {
      var o = (cell[0] + j) * 6;
      list.push([v[o], v[o + 1], v[o + 2], v[o + 3], v[o + 4], v[o + 5]]);
    }
    return {all: cell[2], list: list};
  };

  View.prototype.v = function (run, smp, i, k) {
    return this.runs[run][(smp * this.n + i) * this.per + k];
  };

  // The sample shown for frame f: the last sampled frame at or before it.
  View.prototype.sampleAt = function (f) {
    var fr = this.meta.sampleFrames, lo = 0, hi = fr.length - 1;
    while (lo < hi) { var m = (lo + hi + 1) >> 1; if (fr[m] <= f) lo = m; else hi = m - 1; }
    return lo;
  };

  View.prototype.info = function (i) { return this.ab ? this.ab.bodies[i] : null; };

  View.prototype.build = function () {
    var m = this.meta, sec = this.section, self = this;
    h('h2', {}, sec, m.scene + ' (' + m.kind.toUpperCase() + ')' + (this.ab ? ': A/B' : ': one run'));
    h('p', {}, sec, m.description);
    var t = h('table', {'class': 'runs'}, sec);
    var hr = h('tr', {}, t);
    ['run', 'profile', 'frames', 'bodies', 'scene hash', 'quirks fired (count, first frame)'].forEach(function (x) { h('th', {}, hr, x); });
    m.runs.forEach(function (r) {
      var tr = h('tr', {}, t);
      h('td', {}, tr, r.label);
      h('td', {}, tr, r.profile);
      h('td', {}, tr, String(m.frames));
      h('td', {}, tr, String(m.bodies));
      h('td', {}, tr).appendChild(h('code', {}, null, r.sceneHash));
      h('td', {}, tr, r.quirks.map(function (q) { return q.id + ' (' + q.count + ', ' + q.first + ')'; }).join(', ') || 'none');
    });
    if (this.ab) {
      var a = this.ab;
      h('p', {'class': 'summary'}, sec, a.parted + ' of ' + m.bodies + ' bodies part' + (a.firstFrame >= 0
        ? ', first in frame ' + a.firstFrame + '; largest deviation ' + fmt(a.maxDeviation) + ' ' + m.unit
          + '; proven causes (bodies): ' + (a.causes.map(function (c) { return c.causes + ' (' + c.bodies + ')'; }).join(', ') || 'none')
          + '; ' + a.reruns + ' reruns' : ': the runs agree in every bit of every body in every frame') + '.');
    }
    var size = 0;
    sec.querySelectorAll('script').forEach(function (e) { size += e.textContent.length; });
    h('p', {'class': 'note', 'data-role': 'size'}, sec, 'This scene\'s data: ' + (size / 1048576).toFixed(2)
      + ' MiB in the page; ' + this.samples + ' samples of ' + m.frames + ' frames'
      + (m.stride > 1 ? ' (decimated: every ' + m.stride + 'th frame and the last, to stay within '
        + m.maxValues + ' floats a run)' : ' (every frame)') + '.');
    if (m.mapProblem) h('p', {'class': 'warn'}, sec, m.mapProblem);
    if (m.trianglesDrawn < m.triangles) h('p', {'class': 'warn'}, sec, 'Level: the first ' + m.trianglesDrawn + ' of ' + m.triangles + ' triangles drawn.');
    this.controls(sec);
    this.legend(sec);
    var grid = h('div', {'class': 'grid'}, sec);
    var views = h('div', {'class': 'views', style: 'max-width:1010px'}, grid);
    var side = h('div', {'class': 'side'}, grid);
    this.bounds();
    this.plots = [];
    if (this.flat) {
      this.plots.push(this.plot(views, 'map', 'Map, side view (x, y down as the client has it)', 0, 1, 'x', 'y', true, 860));
    } else {
      // Two plots side by side, or one above the other, full width, for a long level.
      var row = h('div', {'class': 'grid'}, views), w = (this.hi[0] - this.lo[0]) > 2.2 * (this.hi[1] - this.lo[1]) ? 1000 : 640;
      this.plots.push(this.plot(row, 'top', 'Top view (x, y)', 0, 1, 'x', 'y', false, w));
      this.plots.push(this.plot(row, 'side', 'Side view (x, z)', 0, 2, 'x', 'z', false, w));
      this.view3d = h('div', {'class': 'panel view3d', 'data-role': 'view3d'}, views);
      h('div', {'class': 'note'}, this.view3d, '3D view (three.js): drag to orbit, shift-drag or right-drag to pan, wheel to zoom. Bodies drawn from their kind and size in the scenario.');
    }
    this.charts = h('div', {'class': 'charts'}, views);
    this.inspector = h('div', {'class': 'panel inspector', 'data-role': 'inspector'}, side);
    this.list(side);
    this.setFrame(0);
  };

  View.prototype.controls = function (sec) {
    var self = this, m = this.meta;
    var bar = h('div', {'class': 'bar'}, sec);
    var play = h('button', {type: 'button', 'data-role': 'play'}, bar, 'Play');
    h('button', {type: 'button', 'data-role': 'step-back', title: 'previous frame (←)'}, bar, '◀').onclick = function () { self.step(-1); };
    var r = h('input', {type: 'range', min: 0, max: this.samples - 1, value: 0, step: 1, 'data-role': 'scrubber',
      'aria-label': 'frame'}, bar);
    h('button', {type: 'button', 'data-role': 'step', title: 'next frame (→)'}, bar, '▶').onclick = function () { self.step(1); };
    var sp = h('select', {'data-role': 'speed', title: 'playback speed (1× = real time)'}, bar);
    [0.25, 0.5, 1, 2, 4, 8].forEach(function (x) { var o = h('option', {value: x}, sp, x + '×'); if (x === 1) o.selected = true; });
    this.out = h('output', {'data-role': 'frame'}, bar);
    h('span', {'class': 'note'}, bar, 'keys: ').innerHTML += '<kbd>space</kbd> play <kbd>←</kbd><kbd>→</kbd> step <kbd>Home</kbd><kbd>End</kbd> <kbd>/</kbd> search';
    this.scrubber = r;
    r.addEventListener('input', function () { self.setSample(+r.value); });
    var dtMs = this.flat ? m.frameMs : m.dt * 1000, last = 0;
    // Timers rather than animation frames: they run in a background tab and under a headless browser's virtual time.
    function later() { setTimeout(function () { tick(performance.now()); }, 15); }
    function tick(ts) {
      if (!self.playing) return;
      if (!last) last = ts;
      var adv = Math.floor((ts - last) * (+sp.value) / dtMs);
      if (adv >= 1) {
        last = ts;
        var f = Math.min(m.frames - 1, m.sampleFrames[self.cur] + adv);
        var s2 = Math.max(self.cur + 1, self.sampleAt(f));
        if (s2 >= self.samples) { self.setPlaying(false); return; }
        self.setSample(s2);
      }
      later();
    }
    this.setPlaying = function (on) {
      self.playing = on;
      play.textContent = on ? 'Pause' : 'Play';
      if (on) { if (self.cur >= self.samples - 1) self.setSample(0); last = 0; later(); }
    };
    play.onclick = function () { self.setPlaying(!self.playing); };
    sec.addEventListener('pointerdown', function () { activeView = self; });
  };

  View.prototype.legend = function (sec) {
    var lg = h('div', {'class': 'legend'}, sec);
    function item(svgBuild, text) {
      var sp = h('span', {}, lg);
      var g = s('svg', {width: 34, height: 12}, sp);
      svgBuild(g);
      h('span', {}, sp, text);
    }
    var A = this.meta.runs[0], B = this.meta.runs[1];
    item(function (g) { s('line', {x1: 1, x2: 33, y1: 6, y2: 6, stroke: COLOUR.a, 'stroke-width': 2}, g); }, 'A: ' + A.profile + ' (solid)');
    if (B) item(function (g) { s('line', {x1: 1, x2: 33, y1: 6, y2: 6, stroke: COLOUR.b, 'stroke-width': 2, 'stroke-dasharray': '5 3'}, g); }, 'B: ' + B.profile + ' (dashed; drawn where it parts from A)');
    item(function (g) { s('circle', {cx: 17, cy: 6, r: 4, fill: 'none', stroke: '#000'}, g); }, 'start');
    item(function (g) { s('rect', {x: 13, y: 2, width: 8, height: 8, fill: 'none', stroke: '#000'}, g); }, 'end');
    if (B) item(function (g) { s('path', {d: 'M12 1L22 11M22 1L12 11', stroke: COLOUR.parting, 'stroke-width': 2.5}, g); }, 'parting frame');
    item(function (g) { s('circle', {cx: 17, cy: 6, r: 4, fill: COLOUR.a}, g); if (B) s('circle', {cx: 27, cy: 6, r: 4, fill: 'none', stroke: COLOUR.b, 'stroke-width': 2}, g); }, 'position at the scrubbed frame' + (B ? ' (A filled, B ring, joined when apart)' : ''));
    item(function (g) { s('line', {x1: 1, x2: 33, y1: 6, y2: 6, stroke: COLOUR.wall, 'stroke-width': 2}, g); }, this.flat ? 'footholds (walls too)' : 'walls, ramps; floors shaded by height');
    if (this.flat) item(function (g) { s('line', {x1: 1, x2: 33, y1: 6, y2: 6, stroke: COLOUR.ladder, 'stroke-width': 3, 'stroke-dasharray': '2 2'}, g); }, 'ladders and ropes');
  };

  // The drawn area: the level, and the bodies' paths where they stay near it (a body that falls away is clipped,
  // and the plot says so, rather than squeezing the level into a corner).
  View.prototype.bounds = function () {
    var lo = [Infinity, Infinity, Infinity], hi = [-Infinity, -Infinity, -Infinity], p = this.packs, k;
    function add(x, y, z) {
      if (!isFinite(x) || !isFinite(y)) return;
      lo[0] = Math.min(lo[0], x); hi[0] = Math.max(hi[0], x); lo[1] = Math.min(lo[1], y); hi[1] = Math.max(hi[1], y);
      if (isFinite(z)) { lo[2] = Math.min(lo[2], z); hi[2] = Math.max(hi[2], z); }
    }
    if (this.flat) {
      var f = p.footholds;
      for (k = 0; k < f.length; k += 6) { add(f[k + 2], f[k + 3], 0); add(f[k + 4], f[k + 5], 0); }
      var l = p.ladders;
      for (k = 0; k < l.length; k += 5) { add(l[k + 2], l[k + 3], 0); add(l[k + 2], l[k + 4], 0); }
    } else {
      // The walls and ramps bound the view (and the bodies' paths); a floor alone only when the level has nothing else,
      // so that a wide floor does not shrink what moves on it.
      var vx = p.vertices, t = p.triangles, walls = 0;
      for (var pass = 0; pass < 2 && !walls; pass++) {
        for (k = 0; k < t.length; k += 4) {
          var a = t[k] * 3, b = t[k + 1] * 3, c = t[k + 2] * 3;
          var e1x = vx[b] - vx[a], e1y = vx[b + 1] - vx[a + 1], e1z = vx[b + 2] - vx[a + 2];
          var e2x = vx[c] - vx[a], e2y = vx[c + 1] - vx[a + 1], e2z = vx[c + 2] - vx[a + 2];
          var nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
          var up = Math.abs(nz) / (Math.sqrt(nx * nx + ny * ny + nz * nz) || 1);
          if (pass === 1 || up <= 0.7) {
            walls++;
            add(vx[a], vx[a + 1], vx[a + 2]); add(vx[b], vx[b + 1], vx[b + 2]); add(vx[c], vx[c + 1], vx[c + 2]);
          }
        }
      }
    }
    var level = lo[0] <= hi[0];
    // Which paths count: those near the whole level (its floor too).
    var flo = lo.slice(), fhi = hi.slice();
    if (!this.flat) {
      for (k = 0; k < vx.length; k += 3) {
        for (var ax = 0; ax < 3; ax++) { flo[ax] = Math.min(flo[ax], vx[k + ax]); fhi[ax] = Math.max(fhi[ax], vx[k + ax]); }
      }
    }
    var ext = [0, 1, 2].map(function (a) { return Math.max(fhi[a] - flo[a], 1); });
    var most = Math.max(ext[0], ext[1], this.flat ? 0 : ext[2]);
    // 3D: bodies dropped from above a small level stay in view; 2D: one mover falling off the map does not shrink it.
    var margin = most * (this.flat ? 0.1 : 0.5);
    this.margin = this.flat ? 'a tenth' : 'half';
    var lim = level ? [0, 1, 2].map(function (a) { return [flo[a] - margin, fhi[a] + margin]; }) : null;
    var outside = 0;
    for (var i = 0; i < this.n; i++) {
      var out = false;
      for (var r = 0; r < this.runs.length; r++) {
        for (var sm = 0; sm < this.samples; sm++) {
          var x = this.v(r, sm, i, 0), y = this.v(r, sm, i, 1), z = this.flat ? 0 : this.v(r, sm, i, 2);
          if (!lim || (x >= lim[0][0] && x <= lim[0][1] && y >= lim[1][0] && y <= lim[1][1]
            && (this.flat || (z >= lim[2][0] && z <= lim[2][1])))) add(x, y, z);
          else out = true;
        }
      }
      if (out) outside++;
    }
    if (!(lo[0] <= hi[0])) { lo = [-1, -1, -1]; hi = [1, 1, 1]; }
    if (!(lo[2] <= hi[2])) { lo[2] = -1; hi[2] = 1; }
    var pad = [0, 1, 2].map(function (a) { return Math.max((hi[a] - lo[a]) * 0.04, 1e-3); });
    this.lo = [lo[0] - pad[0], lo[1] - pad[1], lo[2] - pad[2]];
    this.hi = [hi[0] + pad[0], hi[1] + pad[1], hi[2] + pad[2]];
    this.outside = outside;
  };

  View.prototype.plot = function (parent, name, title, ua, va, uName, vName, yDown, width) {
    var du = this.hi[ua] - this.lo[ua], dv = this.hi[va] - this.lo[va];
    var height = Math.round(Math.min(640, Math.max(260, (width - 72) * dv / du + 62)));
    var panel = h('div', {'class': 'panel', style: 'width:' + width + 'px'}, parent);
    var P = new Plot(panel, {name: name, title: title, width: width, height: height, u0: this.lo[ua], u1: this.hi[ua],
      v0: this.lo[va], v1: this.hi[va], uName: uName, vName: vName, unit: this.meta.unit, yDown: yDown});
    P.ua = ua; P.va = va;
    if (this.outside) h('div', {'class': 'note'}, panel, this.outside + ' bod' + (this.outside === 1 ? 'y leaves' : 'ies leave')
      + ' the drawn area (farther than ' + this.margin + ' of the level\'s size from it) and ' + (this.outside === 1 ? 'is' : 'are') + ' clipped there; the inspector gives exact positions.');
    this.drawLevel(P);
    this.drawPaths(P);
    return P;
  };

  View.prototype.drawLevel = function (P) {
    var p = this.packs, k, g = P.level;
    if (this.flat) {
      var f = p.footholds;
      for (k = 0; k < f.length; k += 6) {
        s('line', {x1: P.px(f[k + 2]), y1: P.py(f[k + 3]), x2: P.px(f[k + 4]), y2: P.py(f[k + 5]), stroke: COLOUR.wall,
          'stroke-width': 2, 'data-foothold': f[k + 1], 'data-layer': f[k]}, g);
      }
      var l = p.ladders;
      for (k = 0; k < l.length; k += 5) {
        s('line', {x1: P.px(l[k + 2]), y1: P.py(l[k + 3]), x2: P.px(l[k + 2]), y2: P.py(l[k + 4]), stroke: COLOUR.ladder,
          'stroke-width': 3, 'stroke-dasharray': l[k + 1] ? '2 2' : '6 2', 'data-ladder': l[k]}, g);
      }
      g.setAttribute('data-footholds', String(f.length / 6));
      g.setAttribute('data-ladders', String(l.length / 5));
      return;
    }
    var v = p.vertices, t = p.triangles, ua = P.ua, va = P.va, top = va === 1;
    var zl = this.lo[2], zh = this.hi[2], floors = [], walls = [];
    for (k = 0; k < t.length; k += 4) {
      var a = t[k] * 3, b = t[k + 1] * 3, c = t[k + 2] * 3;
      var e1 = [v[b] - v[a], v[b + 1] - v[a + 1], v[b + 2] - v[a + 2]], e2 = [v[c] - v[a], v[c + 1] - v[a + 1], v[c + 2] - v[a + 2]];
      var nx = e1[1] * e2[2] - e1[2] * e2[1], ny = e1[2] * e2[0] - e1[0] * e2[2], nz = e1[0] * e2[1] - e1[1] * e2[0];
      var nl = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1, up = Math.abs(nz / nl);
      var pts = [a, b, c].map(function (q) { return P.px(v[q + ua]).toFixed(1) + ',' + P.py(v[q + va]).toFixed(1); }).join(' ');
      var zm = (v[a + 2] + v[b + 2] + v[c + 2]) / 3;
      if (top && up > 0.7) floors.push([zm, pts]);
      else if (!top && up > 0.7) walls.push([pts, '#aaaaaa', 0.8]);
      else walls.push([pts, COLOUR.wall, up > 0.2 ? 1.2 : 1.6]);
    }
    floors.sort(function (x, y) { return x[0] - y[0]; });
    floors.forEach(function (fl) {
      var q = zh > zl ? (fl[0] - zl) / (zh - zl) : 0, grey = Math.round(235 - 110 * Math.max(0, Math.min(1, q)));
      var col = 'rgb(' + grey + ',' + grey + ',' + (grey + 8 > 255 ? 255 : grey + 8) + ')';
      s('polygon', {points: fl[1], fill: col, stroke: col, 'stroke-width': 0.5}, g);
    });
    walls.forEach(function (w) { s('polygon', {points: w[0], fill: 'none', stroke: w[1], 'stroke-width': w[2]}, g); });
    g.setAttribute('data-triangles', String(t.length / 4));
  };

  View.prototype.pathPoints = function (P, run, i, from) {
    var step = Math.max(1, Math.ceil((this.samples - from) / MAX_PATH_POINTS)), out = [];
    for (var sm = from; sm < this.samples; sm += step) out.push(this.pt(P, run, sm, i));
    if ((this.samples - 1 - from) % step) out.push(this.pt(P, run, this.samples - 1, i));
    return out.filter(function (x) { return x; }).join(' ');
  };

  View.prototype.pt = function (P, run, sm, i) {
    var x = this.v(run, sm, i, P.ua), y = this.v(run, sm, i, P.va);
    return isFinite(x) && isFinite(y) ? P.px(x).toFixed(1) + ',' + P.py(y).toFixed(1) : null;
  };

  View.prototype.drawPaths = function (P) {
    var self = this, names = this.meta.names, last = this.samples - 1;
    P.pathEls = [];
    P.nowEls = [];
    for (var i = 0; i < this.n; i++) {
      var info = this.info(i), els = [];
      var pa = s('polyline', {points: this.pathPoints(P, 0, i, 0), fill: 'none', stroke: COLOUR.a, 'stroke-width': 1.4,
        'data-role': 'trajectory', 'data-run': 'a', 'data-name': names[i]}, P.paths);
      s('title', {}, pa, names[i] + ' (A)');
      els.push(pa);
      var start = this.pt(P, 0, 0, i), end = this.pt(P, 0, last, i);
      if (start) { var c = start.split(','); s('circle', {cx: c[0], cy: c[1], r: 3, fill: 'none', stroke: '#000', 'stroke-width': 0.8, 'data-role': 'start', 'data-name': names[i]}, P.marks); }
      if (end) { var e = end.split(','); s('rect', {x: e[0] - 2.5, y: e[1] - 2.5, width: 5, height: 5, fill: 'none', stroke: COLOUR.a, 'stroke-width': 0.9, 'data-role': 'end', 'data-run': 'a', 'data-name': names[i]}, P.marks); }
      if (info && info.firstFrame >= 0) {
        var from = Math.max(0, this.sampleAt(info.firstFrame) - 1);
        var pb = s('polyline', {points: this.pathPoints(P, 1, i, from), fill: 'none', stroke: COLOUR.b, 'stroke-width': 1.8,
          'stroke-dasharray': '5 3', 'data-role': 'trajectory', 'data-run': 'b', 'data-name': names[i]}, P.paths);
        s('title', {}, pb, names[i] + ' (B)');
        els.push(pb);
        var eb = this.pt(P, 1, last, i);
        if (eb) { var q = eb.split(','); s('rect', {x: q[0] - 2.5, y: q[1] - 2.5, width: 5, height: 5, fill: 'none', stroke: COLOUR.b, 'stroke-width': 1.2, 'data-role': 'end', 'data-run': 'b', 'data-name': names[i]}, P.marks); }
        var at = this.pt(P, 0, this.sampleAt(info.firstFrame), i);
        if (at) {
          var xy = at.split(',').map(Number);
          var x = s('path', {d: 'M' + (xy[0] - 4) + ' ' + (xy[1] - 4) + 'L' + (xy[0] + 4) + ' ' + (xy[1] + 4) + 'M' + (xy[0] + 4) + ' ' + (xy[1] - 4) + 'L' + (xy[0] - 4) + ' ' + (xy[1] + 4),
            stroke: COLOUR.parting, 'stroke-width': 2.2, 'data-role': 'parting', 'data-name': names[i], 'data-frame': info.firstFrame}, P.marks);
          s('title', {}, x, names[i] + ': the runs part in frame ' + info.firstFrame);
        }
      }
      els.forEach(function (el) { el.addEventListener('click', (function (k) { return function () { self.select(k); }; })(i)); });
      P.pathEls.push(els);
      var now = {a: s('circle', {r: 3.2, fill: COLOUR.a, 'data-role': 'marker', 'data-run': 'a', 'data-name': names[i]}, P.now)};
      if (this.runs.length > 1) {
        now.link = s('line', {stroke: COLOUR.parting, 'stroke-width': 1.2}, P.now);
        now.b = s('circle', {r: 4, fill: 'none', stroke: COLOUR.b, 'stroke-width': 1.6, 'data-role': 'marker', 'data-run': 'b', 'data-name': names[i]}, P.now);
      }
      P.nowEls.push(now);
    }
  };

  View.prototype.list = function (side) {
    var self = this, m = this.meta, names = m.names;
    var box = h('div', {'class': 'panel'}, side);
    h('h3', {}, box, 'Bodies: all ' + this.n + (this.ab ? ', parted first' : ''));
    var search = h('input', {type: 'search', placeholder: 'search a body or a cause', 'data-role': 'search', size: 30}, box);
    var count = h('span', {'class': 'note', 'data-role': 'shown'}, box);
    var wrap = h('div', {'class': 'bodies'}, box);
    var t = h('table', {}, wrap), head = h('tr', {}, h('thead', {}, t)), tb = h('tbody', {}, t);
    var cols = this.ab ? [['#', 'index'], ['body', 'name'], ['apart', 'first'], ['max dev (' + m.unit + ')', 'dev'], ['proven causes', 'causes']]
      : [['#', 'index'], ['body', 'name'], ['path (' + m.unit + ')', 'len'], ['end x', 'x'], ['end y', 'y']];
    var rows = [];
    for (var i = 0; i < this.n; i++) {
      var info = this.info(i), tr = h('tr', {'data-role': 'body', 'data-name': names[i], 'data-index': i}, null);
      var r = {tr: tr, index: i, name: names[i]};
      h('td', {}, tr, String(i));
      h('td', {'class': 'l'}, tr, names[i]);
      if (info) {
        r.first = info.firstFrame < 0 ? Infinity : info.firstFrame;
        r.dev = info.maxDeviation;
        r.causes = info.firstFrame < 0 ? '' : info.explained ? info.causes : 'unexplained';
        if (info.firstFrame >= 0) tr.className = 'parted';
        h('td', {}, tr, info.firstFrame < 0 ? '-' : String(info.firstFrame));
        h('td', {}, tr, info.firstFrame < 0 ? '0' : fmt(info.maxDeviation));
        h('td', {'class': 'l'}, tr, r.causes || '-');
      } else {
        var len = 0, last = this.samples - 1;
        for (var sm = 1; sm < this.samples; sm++) {
          var dx = this.v(0, sm, i, 0) - this.v(0, sm - 1, i, 0), dy = this.v(0, sm, i, 1) - this.v(0, sm - 1, i, 1);
          var dz = this.flat ? 0 : this.v(0, sm, i, 2) - this.v(0, sm - 1, i, 2);
          len += Math.sqrt(dx * dx + dy * dy + dz * dz) || 0;
        }
        r.len = len; r.x = this.v(0, last, i, 0); r.y = this.v(0, last, i, 1);
        h('td', {}, tr, fmt(len));
        h('td', {}, tr, fmt(r.x));
        h('td', {}, tr, fmt(r.y));
      }
      tr.addEventListener('click', (function (k) { return function () { self.select(k); }; })(i));
      rows.push(r);
    }
    var key = this.ab ? 'first' : 'index', dir = 1;
    function order() {
      rows.sort(function (x, y) {
        var a = x[key], b = y[key];
        if (a === b) return x.index - y.index;
        return (typeof a === 'string' ? a.localeCompare(b) : a < b ? -1 : 1) * dir;
      });
      rows.forEach(function (r) { tb.appendChild(r.tr); });
    }
    cols.forEach(function (c) {
      var th = h('th', {'class': c[1] === 'name' || c[1] === 'causes' ? 'l' : null, title: 'sort'}, head, c[0]);
      th.onclick = function () { if (key === c[1]) dir = -dir; else { key = c[1]; dir = 1; } order(); };
    });
    function filter() {
      var q = search.value.trim().toLowerCase(), shown = 0;
      rows.forEach(function (r) {
        var hit = !q || r.name.toLowerCase().indexOf(q) >= 0 || (r.causes || '').toLowerCase().indexOf(q) >= 0;
        r.tr.style.display = hit ? '' : 'none';
        if (hit) shown++;
      });
      count.textContent = ' ' + shown + ' of ' + rows.length + ' shown';
      self.section.setAttribute('data-shown', String(shown));
    }
    search.addEventListener('input', filter);
    search.addEventListener('keydown', function (e) {
      if (e.key === 'Enter') { var r = rows.filter(function (x) { return x.tr.style.display !== 'none'; })[0]; if (r) self.select(r.index); }
    });
    this.search = search;
    this.rows = rows;
    this.listBox = wrap;
    this.filter = function (q) { search.value = q; filter(); };
    order();
    filter();
    this.section.setAttribute('data-listed', String(tb.querySelectorAll('tr[data-role=body]').length));
  };

  View.prototype.select = function (i) {
    this.sel = i;
    var self = this;
    var wrap = this.listBox;
    this.rows.forEach(function (r) {
      r.tr.classList.toggle('sel', r.index === i);
      // scroll the list only, never the page
      if (r.index === i) wrap.scrollTop = Math.max(0, r.tr.offsetTop - wrap.clientHeight / 2);
    });
    this.plots.forEach(function (P) {
      P.pathEls.forEach(function (els, k) {
        els.forEach(function (el) {
          el.setAttribute('stroke-width', k === i ? 3 : el.getAttribute('data-run') === 'b' ? 1.8 : 1.4);
          el.setAttribute('opacity', i < 0 || k === i ? 1 : 0.3);
          if (k === i) el.parentNode.appendChild(el);
        });
      });
    });
    this.section.setAttribute('data-selected', i < 0 ? '' : this.meta.names[i]);
    if (this.three) this.three.select(i);
    this.drawCharts();
    this.setSample(this.cur);
  };

  View.prototype.step = function (d) { this.setSample(Math.max(0, Math.min(this.samples - 1, this.cur + d))); };

  View.prototype.setFrame = function (f) { this.setSample(this.sampleAt(f)); };

  View.prototype.setSample = function (sm) {
    var self = this, m = this.meta, f = m.sampleFrames[sm];
    this.cur = sm;
    if (+this.scrubber.value !== sm) this.scrubber.value = sm;
    this.scrubber.setAttribute('data-frame', String(f));
    this.out.textContent = 'frame ' + f + ' of ' + (m.frames - 1) + (this.runs.length > 1 ? ', A and B' : '') + (m.stride > 1 ? ' (sampled every ' + m.stride + ')' : '');
    this.section.setAttribute('data-frame', String(f));
    this.plots.forEach(function (P) {
      for (var i = 0; i < self.n; i++) {
        var e = P.nowEls[i];
        var ax = self.v(0, sm, i, P.ua), ay = self.v(0, sm, i, P.va);
        e.a.setAttribute('cx', P.px(ax).toFixed(1));
        e.a.setAttribute('cy', P.py(ay).toFixed(1));
        e.a.setAttribute('data-x', String(self.v(0, sm, i, 0)));
        e.a.setAttribute('data-y', String(self.v(0, sm, i, 1)));
        if (!self.flat) e.a.setAttribute('data-z', String(self.v(0, sm, i, 2)));
        if (e.b) {
          var bx = self.v(1, sm, i, P.ua), by = self.v(1, sm, i, P.va);
          e.b.setAttribute('cx', P.px(bx).toFixed(1));
          e.b.setAttribute('cy', P.py(by).toFixed(1));
          e.b.setAttribute('data-x', String(self.v(1, sm, i, 0)));
          e.b.setAttribute('data-y', String(self.v(1, sm, i, 1)));
          if (!self.flat) e.b.setAttribute('data-z', String(self.v(1, sm, i, 2)));
          var apart = ax !== bx || ay !== by;
          e.b.setAttribute('visibility', apart || i === self.sel ? 'visible' : 'hidden');
          e.link.setAttribute('x1', e.a.getAttribute('cx')); e.link.setAttribute('y1', e.a.getAttribute('cy'));
          e.link.setAttribute('x2', e.b.getAttribute('cx')); e.link.setAttribute('y2', e.b.getAttribute('cy'));
          e.link.setAttribute('visibility', apart ? 'visible' : 'hidden');
        }
        var on = self.sel === i;
        e.a.setAttribute('r', on ? 5.5 : 3.2);
        e.a.setAttribute('stroke', on ? '#000' : 'none');
      }
    });
    this.plots.forEach(function (P) { self.drawNormals(P, sm); });
    if (this.three) this.three.frame(sm);
    this.inspect();
    this.listeners.forEach(function (fn) { fn(sm); });
  };

  // The selected body's contacts at sample sm as arrows from each point along its normal (18 px for a normal in the
  // plot's plane), A solid, B dashed.
  View.prototype.drawNormals = function (P, sm) {
    P.normals.textContent = '';
    if (this.sel < 0 || this.flat) return;
    var self = this;
    this.runs.forEach(function (_, r) {
      var c = self.contacts(r, sm, self.sel);
      if (!c) return;
      c.list.forEach(function (q) {
        var x0 = P.px(q[P.ua]), y0 = P.py(q[P.va]);
        var x1 = x0 + 18 * q[3 + P.ua], y1 = y0 - 18 * q[3 + P.va];
        var g = s('g', {'data-role': 'normal', 'data-run': r ? 'b' : 'a'}, P.normals);
        s('line', {x1: x0.toFixed(1), y1: y0.toFixed(1), x2: x1.toFixed(1), y2: y1.toFixed(1), stroke: r ? COLOUR.b : COLOUR.a,
          'stroke-width': 1.6, 'stroke-dasharray': r ? '3 2' : null}, g);
        s('circle', {cx: x1.toFixed(1), cy: y1.toFixed(1), r: 1.8, fill: r ? COLOUR.b : COLOUR.a}, g);
      });
    });
  };

  View.prototype.inspect = function () {
    var box = this.inspector, i = this.sel, sm = this.cur, m = this.meta, self = this, u = m.unit;
    box.textContent = '';
    if (i < 0) { h('div', {'class': 'note'}, box, 'Click a body in the list or a path, or search it by name, to inspect it.'); return; }
    var f = m.sampleFrames[sm], info = this.info(i);
    h('h3', {}, box, m.names[i] + ' at frame ' + f);
    var t = h('table', {}, box), hr = h('tr', {}, t);
    h('th', {'class': 'l'}, hr, '');
    m.runs.forEach(function (r) { h('th', {}, hr, r.label + ': ' + r.profile); });
    function row(name, fn) {
      var tr = h('tr', {}, t);
      h('td', {'class': 'l'}, tr, name);
      self.runs.forEach(function (_, r) { h('td', {'data-run': r ? 'b' : 'a', 'data-field': name}, tr, fn(r)); });
    }
    var axes = this.flat ? ['x', 'y'] : ['x', 'y', 'z'];
    axes.forEach(function (a, k) { row(a + ' (' + u + ')', function (r) { return fmt(self.v(r, sm, i, k), 5); }); });
    var vo = this.flat ? 2 : 3;
    axes.forEach(function (a, k) { row('v' + a + ' (' + u + '/s)', function (r) { return fmt(self.v(r, sm, i, vo + k), 4); }); });
    if (this.flat) {
      row('foothold', function (r) { var x = self.v(r, sm, i, 4); return isFinite(x) ? String(x) : '-'; });
      row('T on foothold (px)', function (r) { return fmt(self.v(r, sm, i, 5), 3); });
    } else {
      row('body flags', function (r) { var x = self.v(r, sm, i, 6); return isFinite(x) ? '0x' + (x >>> 0).toString(16) : '-'; });
      row('contacts answered so far', function (r) { var x = self.v(r, sm, i, 7); return isFinite(x) ? String(x) : '-'; });
      var cs = this.runs.map(function (_, r) { return self.contacts(r, sm, i); });
      row('contacts this frame', function (r) { return cs[r] ? String(cs[r].all) : '-'; });
      var ct = h('table', {'data-role': 'contacts'}, null), any = false;
      var cr = h('tr', {}, ct);
      ['run', 'point x, y, z (m)', 'normal x, y, z'].forEach(function (x) { h('th', {}, cr, x); });
      cs.forEach(function (c, r) {
        if (!c) return;
        c.list.forEach(function (q) {
          any = true;
          var tr = h('tr', {'data-role': 'contact', 'data-run': r ? 'b' : 'a', 'data-point': q[0] + ',' + q[1] + ',' + q[2],
            'data-normal': q[3] + ',' + q[4] + ',' + q[5]}, ct);
          h('td', {}, tr, m.runs[r].label);
          h('td', {}, tr, fmt(q[0], 4) + ', ' + fmt(q[1], 4) + ', ' + fmt(q[2], 4));
          h('td', {}, tr, fmt(q[3], 3) + ', ' + fmt(q[4], 3) + ', ' + fmt(q[5], 3));
        });
        if (c.all > c.list.length) {
          any = true;
          h('td', {colspan: 3}, h('tr', {'data-role': 'contacts-more', 'data-run': r ? 'b' : 'a'}, ct), m.runs[r].label + ': ' + (c.all - c.list.length) + ' more (' + c.list.length + ' kept a frame' + (c.list.length < 8 ? '; the run\'s contact cap is reached' : '') + ')');
        }
      });
    }
    var mine = this.runs.map(function (_, r) {
      var b = self.bodyQuirks[r];
      return b ? (b[sm * self.n + i] || []).join(', ') || 'none' : '-';
    });
    row('quirks fired in its pass this frame', function (r) { return mine[r]; });
    var world = this.meta.runs.map(function (run) {
      return run.quirks.filter(function (q) { return q.outside.indexOf(sm) >= 0; }).map(function (q) { return q.id; }).join(', ') || 'none';
    });
    row('quirks fired in the world, outside any body\'s pass', function (r) { return world[r]; });
    if (ct && any) { h('p', {'class': 'note'}, box, 'Contacts answered this frame: the point is the body\'s shape position at the contact, the normal points out of the surface towards the body (drawn as arrows in the plots).'); box.appendChild(ct); }
    if (this.runs.length > 1) {
      var d = 0;
      axes.forEach(function (a, k) { var x = self.v(1, sm, i, k) - self.v(0, sm, i, k); d += x * x; });
      var p = h('p', {}, box);
      p.textContent = 'Apart this frame: ' + fmt(Math.sqrt(d)) + ' ' + u + '. ';
      if (!info || info.firstFrame < 0) p.textContent += 'A and B agree in every bit in every frame.';
      else {
        p.textContent += 'The runs part in frame ' + info.firstFrame + '; largest deviation ' + fmt(info.maxDeviation) + ' ' + u + ' in frame ' + info.maxFrame + '. ';
        var c = h('p', {'data-role': 'causes'}, box);
        c.textContent = info.explained ? 'Proven causes: ' + info.causes + ' (switched alone on A they reproduce B for this body in every bit: rerun ' + info.proof + ').'
          : 'Unexplained: ' + (info.unexplained || 'no set within the budget reproduces B');
        if (info.evidence.length) h('p', {'class': 'note'}, box, 'Evidence, not proof (quirks whose firings first differ at or before the parting; the kernels report per world): ' + info.evidence.join(', '));
        var go = h('button', {type: 'button'}, box, 'go to frame ' + info.firstFrame);
        go.onclick = function () { self.setFrame(info.firstFrame); };
      }
    }
    h('p', {'class': 'note'}, box, 'A quirk counts for the body whose pass (its update in the frame loop) was running when it fired, even when it concerns another body it touched; firings in the world\'s own step (the bound refresh and settle) belong to no body.' + (this.meta.runs.some(function (r) { return r.bodyQuirksCapped; }) ? ' More than ' + this.meta.maxBodyQuirks + ' body firings were sampled: later ones are not shown.' : ''));
  };

  // Charts (uPlot): the deviation over time, largest over all bodies and the selected body's; the selected body's speed.
  View.prototype.drawCharts = function () {
    var self = this, m = this.meta, box = this.charts, i = this.sel;
    box.textContent = '';
    if (typeof uPlot === 'undefined') { h('p', {'class': 'warn'}, box, 'uPlot did not load: no charts.'); return; }
    var xs = m.sampleFrames.slice(), u = m.unit, axes = this.flat ? 2 : 3, vo = this.flat ? 2 : 3;
    function cursorPlugin() {
      return {hooks: {draw: [function (pl) {
        var x = pl.valToPos(m.sampleFrames[self.cur], 'x', true), ctx = pl.ctx;
        ctx.save(); ctx.strokeStyle = '#000'; ctx.lineWidth = 1; ctx.setLineDash([3, 3]);
        ctx.beginPath(); ctx.moveTo(x, pl.bbox.top); ctx.lineTo(x, pl.bbox.top + pl.bbox.height); ctx.stroke(); ctx.restore();
      }]}};
    }
    function chart(title, yLabel, series, data) {
      var panel = h('div', {'class': 'panel chart', 'data-role': 'chart', 'data-chart': title}, box);
      h('h3', {}, panel, title);
      var pl = new uPlot({width: 540, height: 220, plugins: [cursorPlugin()], scales: {x: {time: false}},
        axes: [{label: 'frame', stroke: '#333'}, {label: yLabel, stroke: '#333', size: 60}],
        series: [{label: 'frame'}].concat(series)}, data, panel);
      pl.over.addEventListener('click', function () { var k = pl.cursor.idx; if (k !== null && k !== undefined) self.setSample(k); });
      self.listeners.push(function () { pl.redraw(false, false); });
      return pl;
    }
    this.listeners = [];
    if (this.ab) {
      var dev = this.ab.deviation, all = xs.map(function (f) {
        var k = Math.min(dev.values.length - 1, Math.floor(f / dev.width));
        return dev.values[k];
      });
      var series = [{label: 'largest over all bodies' + (dev.width > 1 ? ' (max of ' + dev.width + ' frames)' : ''), stroke: COLOUR.parting, width: 1.5}];
      var data = [xs, all];
      if (i >= 0) {
        data.push(xs.map(function (_, sm) {
          var d = 0; for (var k = 0; k < axes; k++) { var x = self.v(1, sm, i, k) - self.v(0, sm, i, k); d += x * x; } return Math.sqrt(d);
        }));
        series.push({label: m.names[i], stroke: '#000', width: 2, dash: [6, 3]});
      }
      chart('Deviation between A and B over time' + (i >= 0 ? '' : ' (select a body to add its own)'), 'deviation (' + u + ')', series, data);
    }
    if (i >= 0) {
      var sd = [xs], ss = [];
      this.runs.forEach(function (_, r) {
        sd.push(xs.map(function (_, sm) { var q = 0; for (var k = 0; k < axes; k++) { var x = self.v(r, sm, i, vo + k); q += x * x; } return Math.sqrt(q); }));
        ss.push({label: m.names[i] + ' ' + m.runs[r].label, stroke: r ? COLOUR.b : COLOUR.a, width: r ? 2 : 1.5, dash: r ? [5, 3] : undefined});
      });
      chart('Speed of ' + m.names[i], 'speed (' + u + '/s)', ss, sd);
    } else if (!this.ab) {
      h('p', {'class': 'note'}, box, 'Select a body for its speed over time.');
    }
  };

  // The 3D view: the level mesh and every body's shape at the scrubbed frame (B as a ghost), an orbit camera.
  function Three(view, T) {
    var m = view.meta, box = view.view3d, self = this;
    var W = 992, H = 500;
    var canvas = h('canvas', {width: W, height: H, 'data-role': 'canvas3d'}, box);
    var renderer = new T.WebGLRenderer({canvas: canvas, antialias: true, preserveDrawingBuffer: true});
    renderer.setSize(W, H, false);
    var scene = new T.Scene();
    scene.background = new T.Color(0xf4f6f8);
    scene.add(new T.AmbientLight(0xffffff, 1.6));
    var sun = new T.DirectionalLight(0xffffff, 1.8);
    sun.position.set(0.4, -0.6, 1);
    scene.add(sun);
    var v = view.packs.vertices, t = view.packs.triangles;
    var pos = new Float32Array(t.length / 4 * 9), col = new Float32Array(t.length / 4 * 9), floor = [];
    var zl = view.lo[2], zh = view.hi[2];
    for (var k = 0, o = 0; k < t.length; k += 4) {
      var a = t[k] * 3, b = t[k + 1] * 3, c = t[k + 2] * 3;
      var e1x = v[b] - v[a], e1y = v[b + 1] - v[a + 1], e1z = v[b + 2] - v[a + 2], e2x = v[c] - v[a], e2y = v[c + 1] - v[a + 1], e2z = v[c + 2] - v[a + 2];
      var nz = e1x * e2y - e1y * e2x, nl = Math.sqrt(Math.pow(e1y * e2z - e1z * e2y, 2) + Math.pow(e1z * e2x - e1x * e2z, 2) + nz * nz) || 1;
      var up = Math.abs(nz / nl), zm = (v[a + 2] + v[b + 2] + v[c + 2]) / 3, q = zh > zl ? (zm - zl) / (zh - zl) : 0;
      floor.push(up > 0.7);
      var rgb = up > 0.7 ? [0.80 - 0.3 * q, 0.82 - 0.3 * q, 0.85 - 0.3 * q] : up > 0.2 ? [0.75, 0.68, 0.55] : [0.62, 0.55, 0.45];
      [a, b, c].forEach(function (p) { pos[o] = v[p]; pos[o + 1] = v[p + 1]; pos[o + 2] = v[p + 2]; col[o] = rgb[0]; col[o + 1] = rgb[1]; col[o + 2] = rgb[2]; o += 3; });
    }
    // Floors opaque; walls and ramps see-through, so that no wall hides the bodies behind it.
    [[true, 1], [false, 0.45]].forEach(function (part) {
      var n = 0, P = new Float32Array(pos.length), C = new Float32Array(pos.length);
      for (var q2 = 0; q2 < floor.length; q2++) {
        if (floor[q2] !== part[0]) continue;
        P.set(pos.subarray(9 * q2, 9 * q2 + 9), n); C.set(col.subarray(9 * q2, 9 * q2 + 9), n); n += 9;
      }
      if (!n) return;
      var geo = new T.BufferGeometry();
      geo.setAttribute('position', new T.BufferAttribute(P.slice(0, n), 3));
      geo.setAttribute('color', new T.BufferAttribute(C.slice(0, n), 3));
      geo.computeVertexNormals();
      var mesh = new T.Mesh(geo, new T.MeshLambertMaterial({vertexColors: true, side: T.DoubleSide, transparent: part[1] < 1,
        opacity: part[1], depthWrite: part[1] === 1}));
      mesh.name = 'level';
      scene.add(mesh);
      scene.add(new T.LineSegments(new T.EdgesGeometry(geo, 30), new T.LineBasicMaterial({color: 0x555555})));
    });
    box.setAttribute('data-level-triangles', String(t.length / 4));
    // Bodies: a nominal shape from the scenario's kind and size (humans: a capsule standing on the body's position).
    var mats = [new T.MeshLambertMaterial({color: COLOUR.a}), new T.MeshLambertMaterial({color: COLOUR.b, transparent: true, opacity: 0.45})];
    var selMat = new T.MeshLambertMaterial({color: 0xffd000});
    var geos = {};
    function shape(sp) {
      var key, g, lift = 0, sc = sp.scale || 1;
      if (sp.kind === 'human' || sp.kind === 'punch_bag') {
        key = 'c' + sc;
        lift = 0.9 * sc;
        g = geos[key] || (geos[key] = new T.CapsuleGeometry(0.3 * sc, 1.2 * sc, 4, 10).rotateX(Math.PI / 2));
      } else if (sp.kind === 'object' && sp.radius > 0) {
        key = 's' + sp.radius;
        g = geos[key] || (geos[key] = new T.SphereGeometry(sp.radius, 16, 10));
      } else {
        var hx = Math.max(sp.hx, 0.02), hy = Math.max(sp.hy, 0.02), hz = Math.max(sp.hz, 0.02);
        key = 'b' + hx + ',' + hy + ',' + hz;
        g = geos[key] || (geos[key] = new T.BoxGeometry(2 * hx, 2 * hy, 2 * hz));
      }
      return {g: g, lift: lift};
    }
    var meshes = view.runs.map(function (_, r) {
      var out = [];
      for (var i = 0; i < view.n; i++) {
        var sh = shape(m.shapes[i] || {kind: 'object', radius: 0.3});
        var mesh = new T.Mesh(sh.g, mats[r]);
        mesh.userData = {lift: sh.lift, body: i, run: r};
        scene.add(mesh);
        out.push(mesh);
      }
      return out;
    });
    // Paths (A; B where it parts) as lines.
    var trails = new T.Group();
    scene.add(trails);
    for (var i = 0; i < view.n && view.n <= 2000; i++) {
      for (var r = 0; r < view.runs.length; r++) {
        var info = view.info(i);
        if (r === 1 && !(info && info.firstFrame >= 0)) continue;
        var pts = [];
        var from = r ? Math.max(0, view.sampleAt(info.firstFrame) - 1) : 0;
        var stp = Math.max(1, Math.ceil((view.samples - from) / MAX_PATH_POINTS));
        for (var sm = from; sm < view.samples; sm += stp) {
          var px = view.v(r, sm, i, 0), py = view.v(r, sm, i, 1), pz = view.v(r, sm, i, 2);
          if (isFinite(px) && isFinite(py) && isFinite(pz)) pts.push(new T.Vector3(px, py, pz + 0.05));
        }
        if (pts.length > 1) {
          var line = new T.Line(new T.BufferGeometry().setFromPoints(pts), r ? new T.LineDashedMaterial({color: COLOUR.b, dashSize: 0.4, gapSize: 0.25}) : new T.LineBasicMaterial({color: COLOUR.a}));
          if (r) line.computeLineDistances();
          trails.add(line);
        }
      }
    }
    // Orbit camera around the level's centre (z up).
    var camera = new T.PerspectiveCamera(45, W / H, 0.05, 5000);
    camera.up.set(0, 0, 1);
    var target = new T.Vector3((view.lo[0] + view.hi[0]) / 2, (view.lo[1] + view.hi[1]) / 2, view.lo[2]);
    var radius = Math.max(view.hi[0] - view.lo[0], view.hi[1] - view.lo[1], 2) * 1.05, theta = -Math.PI / 2 + 0.35, phi = 0.6;
    function place() {
      camera.position.set(target.x + radius * Math.sin(phi) * Math.cos(theta), target.y + radius * Math.sin(phi) * Math.sin(theta), target.z + radius * Math.cos(phi));
      camera.lookAt(target);
    }
    function render() { place(); renderer.render(scene, camera); }
    var drag = null;
    canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
    canvas.addEventListener('pointerdown', function (e) { drag = {x: e.clientX, y: e.clientY, pan: e.shiftKey || e.button === 2}; canvas.setPointerCapture(e.pointerId); });
    canvas.addEventListener('pointerup', function () { drag = null; });
    canvas.addEventListener('pointermove', function (e) {
      if (!drag) return;
      var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
      drag.x = e.clientX; drag.y = e.clientY;
      if (drag.pan) {
        var k = radius / H, right = new T.Vector3().subVectors(camera.position, target).cross(camera.up).normalize();
        target.addScaledVector(right, dx * k);
        target.z += dy * k;
      } else {
        theta -= dx * 0.008;
        phi = Math.max(0.05, Math.min(Math.PI - 0.05, phi - dy * 0.008));
      }
      render();
    });
    canvas.addEventListener('wheel', function (e) { e.preventDefault(); radius *= Math.exp(e.deltaY * 0.001); render(); }, {passive: false});
    this.frame = function (sm) {
      meshes.forEach(function (list, r) {
        list.forEach(function (mesh, i) {
          var x = view.v(r, sm, i, 0), y = view.v(r, sm, i, 1), z = view.v(r, sm, i, 2);
          var ok = isFinite(x) && isFinite(y) && isFinite(z);
          mesh.visible = ok && (r === 0 || x !== view.v(0, sm, i, 0) || y !== view.v(0, sm, i, 1) || z !== view.v(0, sm, i, 2) || i === view.sel);
          if (ok) mesh.position.set(x, y, z + mesh.userData.lift);
        });
      });
      render();
    };
    this.select = function (i) {
      meshes[0].forEach(function (mesh, k) { mesh.material = k === i ? selMat : mats[0]; });
      render();
    };
    render();
    // The canvas's own pixels, read back: how much of it differs from the background (a blank view reads 0).
    var gl = renderer.getContext(), px = new Uint8Array(W * H * 4);
    gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, px);
    var bg = [244, 246, 248], differ = 0, colours = {};
    for (var p = 0; p < px.length; p += 4) {
      if (Math.abs(px[p] - bg[0]) + Math.abs(px[p + 1] - bg[1]) + Math.abs(px[p + 2] - bg[2]) > 24) differ++;
      if (p % 64 === 0) colours[(px[p] >> 3) + ',' + (px[p + 1] >> 3) + ',' + (px[p + 2] >> 3)] = 1;
    }
    box.setAttribute('data-nonblank', (differ / (W * H)).toFixed(4));
    box.setAttribute('data-colours', String(Object.keys(colours).length));
    box.setAttribute('data-three', T.REVISION);
  }

  var views = [], activeView = null;
  document.querySelectorAll('section[data-role=scene]').forEach(function (sec) {
    try {
      var v = new View(sec);
      views.push(v);
      v.drawCharts();
      v.inspect();
    } catch (e) {
      errors.push(String(e && e.stack || e));
      document.body.setAttribute('data-errors', String(errors.length));
      h('pre', {'class': 'warn'}, sec, 'viewer error: ' + e);
    }
  });
  activeView = views[0] || null;
  // An A/B opens on the body that parts farthest, highlighted in every view, its causes in the inspector.
  views.forEach(function (v) {
    if (!v.ab || !v.ab.parted) return;
    var far = -1;
    v.ab.bodies.forEach(function (b, i) { if (b.firstFrame >= 0 && (far < 0 || b.maxDeviation > v.ab.bodies[far].maxDeviation)) far = i; });
    if (far >= 0) v.select(far);
  });

  document.addEventListener('keydown', function (e) {
    var v = activeView;
    if (!v || e.target.tagName === 'INPUT' && e.target.type === 'search' && e.key !== 'Escape') return;
    if (e.key === ' ') { e.preventDefault(); v.setPlaying(!v.playing); }
    else if (e.key === 'ArrowRight') { e.preventDefault(); v.step(1); }
    else if (e.key === 'ArrowLeft') { e.preventDefault(); v.step(-1); }
    else if (e.key === 'Home') { e.preventDefault(); v.setSample(0); }
    else if (e.key === 'End') { e.preventDefault(); v.setSample(v.samples - 1); }
    else if (e.key === '/') { e.preventDefault(); v.search.focus(); }
  });

  // The address can name a frame and a body (#frame=140&body=crowd778) and ask to play (#play): every scene moves its
  // scrubber there, or presses play, as a user would.
  function fromHash() {
    var q = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) { var p = kv.split('='); if (p[0]) q[decodeURIComponent(p[0])] = decodeURIComponent(p[1] || ''); });
    views.forEach(function (v) {
      if (q.body !== undefined) {
        var i = v.meta.names.indexOf(q.body);
        if (i >= 0) { v.filter(q.body); v.select(i); }
      }
      if (q.frame !== undefined) {
        v.scrubber.value = String(v.sampleAt(+q.frame));
        v.scrubber.dispatchEvent(new Event('input', {bubbles: true}));
      }
      if (q.play !== undefined) v.section.querySelector('[data-role=play]').click();
    });
  }

  function three() {
    var libs = {};
    document.querySelectorAll('script.library').forEach(function (e) { libs[e.getAttribute('data-library')] = e.textContent; });
    var core = URL.createObjectURL(new Blob([libs['three/three.core.js']], {type: 'text/javascript'}));
    var mod = URL.createObjectURL(new Blob([libs['three/three.module.js'].split("'./three.core.js'").join(JSON.stringify(core))], {type: 'text/javascript'}));
    return import(mod);
  }

  function done() {
    fromHash();
    window.addEventListener('hashchange', fromHash);
    document.body.setAttribute('data-ready', 'yes');
  }

  var need3d = views.filter(function (v) { return v.view3d; });
  if (!need3d.length) { done(); return; }
  three().then(function (T) {
    need3d.forEach(function (v) {
      try {
        v.three = new Three(v, T);
        v.setSample(v.cur);
      } catch (e) {
        errors.push(String(e && e.stack || e));
        document.body.setAttribute('data-errors', String(errors.length));
        h('pre', {'class': 'warn'}, v.view3d, '3D view error: ' + e);
      }
    });
    done();
  }, function (e) {
    errors.push('three.js did not load: ' + e);
    document.body.setAttribute('data-errors', String(errors.length));
    need3d.forEach(function (v) { h('p', {'class': 'warn'}, v.view3d, 'three.js did not load: ' + e); });
    done();
  });
})();
