"""Drawing a position from one seat's point of view: HTML cards and a text screen.

Both work from ``game.view(seat)``, so what a seat may not know (hands,
deck order, face-down skills, opponents' deck lists) cannot leak into them.
The HTML marks what the deciding seat can touch (:class:`~ogrelab.games._render.Touches`):
its hand's cards (``hand:<skill>``), each combatant (``seat:<n>``), a choice of
several targets at once (``targets:1+3``), the loot (``loot:<skill>``), the
skill pool while a deck is built (``pool:<skill>``), the draft's bosses and
heroes (``boss:<name>``, ``hero:<name>``), and the controls end turn, pass and
done. Only the deciding seat's own cards are named; another hand is drawn as
backs with no key. A hand as a whole is ``cards:<n>``, the cast's skills
``cast:<i>`` (where the last move's marks go: :func:`places`).

Every keyword on the table (a skill's type, targets, casttime, one-time use,
stealth, its effects and events, energy, a role, ...) is a term of the game's
``glossary.toml`` (:class:`~ogrelab.games._render.Glossary`): its definition on
hover and in the list of the table's words.
"""

from __future__ import annotations


from .._render import Glossary, escape, Touches, glossary_css, load_glossary
from .roster import CHARACTERS, EFFECTS, POOL, ROLE, SKILLS, side_words

#: The game's keywords and their definitions (``glossary.toml``).
GLOSSARY = load_glossary(__package__)["terms"]

_STYLE = """
<style>
.ogrelab-ogres_delight{font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:13px;color:#1f2328;
  max-width:980px;background:#fbf8f1;border:1px solid #d8cfbd;border-radius:8px;padding:6px 10px}
.ogrelab-ogres_delight .ogrelab-head{display:flex;justify-content:space-between;gap:8px;align-items:baseline;
  border-bottom:1px solid #e3dac7;padding-bottom:3px;margin-bottom:4px}
.ogrelab-ogres_delight .ogrelab-title{font-weight:700;font-size:15px;color:#5b3a1a}
.ogrelab-ogres_delight .ogrelab-prompt{color:#3d2c14;font-weight:600;margin:2px 0 4px}
.ogrelab-ogres_delight .ogrelab-side{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0}
.ogrelab-ogres_delight .ogrelab-combatant{flex:1 1 220px;border:1px solid #d8cfbd;border-radius:6px;padding:4px 6px;background:#fff}
.ogrelab-ogres_delight .ogrelab-boss{background:#fff4f0;border-color:#e0b4a4}
.ogrelab-ogres_delight .ogrelab-active{box-shadow:0 0 0 2px #d9822b}
.ogrelab-ogres_delight .ogrelab-dead{opacity:.8;border-style:dashed}
.ogrelab-ogres_delight .ogrelab-deciding{border:2px solid #3a6ea5}
.ogrelab-ogres_delight .ogrelab-who{border-radius:4px;padding:1px 2px}
.ogrelab-ogres_delight .ogrelab-name{font-weight:600}
.ogrelab-ogres_delight .ogrelab-meta{color:#4d4d4d;font-size:12px}
.ogrelab-ogres_delight .ogrelab-turn{background:#a85a12;color:#fff;border-radius:3px;padding:0 4px;font-size:11px;font-weight:600}
.ogrelab-ogres_delight .ogrelab-aim{white-space:nowrap;background:#9b2c1d;color:#fff;border-radius:3px;padding:0 4px;font-size:11px;font-weight:600}
.ogrelab-ogres_delight .ogrelab-bar{height:8px;background:#eee;border-radius:4px;overflow:hidden;margin:2px 0}
.ogrelab-ogres_delight .ogrelab-bar>div{height:100%;background:#4caf50}
.ogrelab-ogres_delight .ogrelab-bar>div.ogrelab-low{background:#e5533d}
.ogrelab-ogres_delight .ogrelab-cards{display:flex;flex-wrap:wrap;gap:4px;margin-top:2px}
.ogrelab-ogres_delight .ogrelab-card{width:128px;border:1px solid #bbb;border-radius:5px;padding:3px 4px;
  background:#fff;font-size:12px;line-height:1.3;position:relative}
.ogrelab-ogres_delight .ogrelab-card .ogrelab-cname{font-weight:700;font-size:12.5px;padding-right:18px}
.ogrelab-ogres_delight .ogrelab-card .ogrelab-cost{position:absolute;top:2px;right:3px;background:#3a6ea5;color:#fff;
  border-radius:50%;width:17px;height:17px;text-align:center;font-size:11px;line-height:17px;font-weight:600}
.ogrelab-ogres_delight .ogrelab-card .ogrelab-kind{font-size:11.5px;color:#3d3d3d}
.ogrelab-ogres_delight .ogrelab-basic{border-color:#8aa37b;background:#f4faf0}
.ogrelab-ogres_delight .ogrelab-special{border-color:#c49a4a;background:#fdf7ea}
.ogrelab-ogres_delight .ogrelab-reactive{border-color:#7d8fc4;background:#f1f4fd}
.ogrelab-ogres_delight .ogrelab-idle{opacity:.8;border-style:dashed}
.ogrelab-ogres_delight .ogrelab-back{background:repeating-linear-gradient(45deg,#6b4a2b,#6b4a2b 5px,#7d5833 5px,#7d5833 10px);
  color:#f3e6d0;border-color:#4e3520;text-align:center;width:84px}
.ogrelab-ogres_delight .ogrelab-backs{display:inline-flex;gap:2px;vertical-align:middle}
.ogrelab-ogres_delight .ogrelab-backs span{display:inline-block;width:11px;height:16px;border-radius:2px;
  background:#6b4a2b;border:1px solid #4e3520}
.ogrelab-ogres_delight .ogrelab-out{color:#8a2415}
.ogrelab-ogres_delight .ogrelab-in{color:#1a4f85}
.ogrelab-ogres_delight .ogrelab-cast{border:1px dashed #d9822b;border-radius:6px;padding:4px 6px;margin:4px 0;background:#fffaf2}
.ogrelab-ogres_delight .ogrelab-choices{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0}
.ogrelab-ogres_delight .ogrelab-choice{border:1px solid #c9b99a;border-radius:6px;padding:4px 8px;background:#fff;min-width:170px}
.ogrelab-ogres_delight .ogrelab-group{display:inline-block;border:1px solid #c9b99a;border-radius:12px;padding:1px 8px;
  margin:2px 4px 0 0;background:#fff}
.ogrelab-ogres_delight .ogrelab-controls{display:flex;flex-direction:column;justify-content:center;gap:6px;margin-left:6px}
.ogrelab-ogres_delight .ogrelab-hand{border:2px solid #3a6ea5;border-radius:6px;padding:4px 6px;margin:4px 0;background:#f7f9fd}
.ogrelab-ogres_delight .ogrelab-control{border:1px solid #3a6ea5;border-radius:5px;padding:2px 10px;background:#eef3fa;
  color:#1a3f6b;font-weight:600}
.ogrelab-ogres_delight .ogrelab-log{font-size:12px;color:#3d3d3d;border-top:1px solid #e3dac7;margin-top:4px;padding-top:3px}
.ogrelab-ogres_delight .ogrelab-label{font-size:12px;color:#4d4d4d;margin-right:4px}
.ogrelab-ogres_delight .ogrelab-over{font-weight:700;color:#5b3a1a;font-size:14px;margin:4px 0}
.ogrelab-ogres_delight .ogrelab-cost.ogrelab-term{text-decoration:none}
""" + glossary_css("ogrelab-ogres_delight") + """
</style>
"""

def _targets_word(sk) -> str:
    if sk.reactive:
        return "the cast's targets"
    if sk.side == "self":
        return "yourself"
    if sk.targets == 1:
        return f"1 {sk.side}"
    return f"{sk.targets} {'enemies' if sk.side == 'enemy' else 'allies'}"


def card_text(name: str) -> str:
    """The whole text of a skill card: type, cost, targets, attributes, both sides and what its events do."""
    sk = SKILLS[name]
    lines = [f"{name}: {sk.type}, {sk.energy} energy (cards in hand), targets {_targets_word(sk)}"]
    extra = [a for a in sk.attributes() if not a[0].isdigit() and a != "self"]
    if extra:
        lines.append("; ".join(extra))
    out, inc = side_words(sk.out, sk.out_events), side_words(sk.inc, sk.in_events)
    if out:
        lines.append(f"to the targets: {out}")
    if inc:
        lines.append(f"to whoever plays it: {inc}")
    for ev in dict.fromkeys(sk.out_events + sk.in_events):
        lines.append(f"{ev}: {GLOSSARY[ev]}")
    return "\n".join(lines)


def _split_title(mark: str) -> tuple[str, str]:
    """A touch mark without its title, and the title's (escaped) text: the card joins its own text to it."""
    i = mark.find(' title="')
    if i < 0:
        return mark, ""
    return mark[:i], mark[i + 8:-1]


def _attributes(g: Glossary, sk) -> str:
    """The top of a card: its type, targets, casttime, one-time use and stealth, each a term."""
    bits = [g(sk.type)]
    if not sk.reactive:
        bits.append(g("self") if sk.side == "self" else g(sk.side, f"{sk.targets} {sk.side}",
                                                           tip=f"{sk.targets} {sk.side}"))
    if sk.casttime:
        bits.append(g("casttime", f"casttime {sk.casttime}", tip=f"casttime {sk.casttime}"))
    if sk.once:
        bits.append(g("one-time"))
    if sk.stealth:
        bits.append(g("stealth"))
    return ", ".join(bits)


def _side(g: Glossary, amounts, events) -> str:
    """One side of a card's arrow, as ``side_words`` says it, each effect and event a term."""
    bits = []
    for k, v in zip(EFFECTS, amounts):
        if not v:
            continue
        if k.startswith("amp_"):
            said = f"{k[4:]} {v:+d}"
            bits.append(g("amplification", said, tip=f"{said}, an amplification"))
        else:
            bits.append(g(k, f"{v} {k}", tip=f"{v} {k}"))
    return ", ".join(bits + [g(e) for e in events])


#: The arrows of a card, as the list of words names them.
OUT, IN = "\u2192 to the targets", "\u21b6 to the caster"


def card_html(name: str | None, g: Glossary, extra: str = "", mark: str = "", idle: bool = False) -> str:
    """A skill as a card: name, cost, its attributes and both sides of its arrow; its whole text on hover.

    ``None``: face down. ``mark`` is its touch attributes; a preview in them comes first in the hover
    text. ``idle``: a card of the deciding seat's hand or pool that is not a choice now, drawn faded.
    Each keyword on it is a term of ``g``. Drawn once for each look (``Glossary.part``).
    """
    return g.part(_card_drawn, name, extra, mark, idle)


def _card_drawn(g: Glossary, name: str | None, extra: str, mark: str, idle: bool) -> str:
    if name is None:
        return (f'<div class="ogrelab-card ogrelab-back" data-card="face-down"{mark}>{g("face down")}{extra}</div>')
    sk = SKILLS[name]
    mark, tip = _split_title(mark)
    full = escape(card_text(name), quote=True)
    title = f"{tip}&#10;&#10;{full}" if tip else (f"not a choice now&#10;&#10;{full}" if idle else full)
    sides = ""
    if sk.has_out:
        arrow = g("to the targets", "&#8594;", raw=True, label=OUT)
        sides += f'<div class="ogrelab-out">{arrow} {_side(g, sk.out, sk.out_events)}</div>'
    if sk.has_in:
        arrow = g("to the caster", "&#8630;", raw=True, label=IN)
        sides += f'<div class="ogrelab-in">{arrow} {_side(g, sk.inc, sk.in_events)}</div>'

    faded = " ogrelab-idle" if idle else ""
    cost = g("energy", str(sk.energy), tip=f"costs {sk.energy} energy", cls="ogrelab-cost")
    return (f'<div class="ogrelab-card ogrelab-{sk.type}{faded}" data-card="{escape(name)}" title="{title}"{mark}>'
            f'<div class="ogrelab-cname">{escape(name)}</div>{cost}'
            f'<div class="ogrelab-kind">{_attributes(g, sk)}</div>{sides}{extra}</div>')


def _who(st, s):
    return st["seats"][s]["character"] or ("Boss" if s == 0 else f"Hero {s}")


def _label(st, s):
    """The one name of a seat, as the game's ``seat_label`` gives it."""
    role = "Boss" if s == 0 else f"Hero {s}"
    c = st["seats"][s]["character"]
    return f"{c} ({role})" if c else role


def _channel_time(ch) -> str:
    """A channel's time: the turns left, or for a face-down one of the other side the turns waited so far."""
    if ch["turns_left"] is None:
        return f"{ch['turns_channelled']} turn(s) so far"
    return f"{ch['turns_left']} turn(s) left"


def _no_marks(key) -> str:
    return ""


def _combatant(st, s, marks, g: Glossary, own_row: bool = False) -> str:
    """A seat's panel: its name, health and energy (a touch of ``seat:<s>``), its channel and its hand."""
    rec = st["seats"][s]
    classes = ["ogrelab-combatant"]
    if s == 0:
        classes.append("ogrelab-boss")
    turn = s == st["active"] and st["phase"] in ("turn", "react")
    if turn:
        classes.append("ogrelab-active")
    if not rec["alive"]:
        classes.append("ogrelab-dead")
    if s == st["decider"]:
        classes.append("ogrelab-deciding")
    hand = rec["hand"]
    energy = hand if isinstance(hand, int) else len(hand)
    deck = rec["deck"] if isinstance(rec["deck"], int) else len(rec["deck"])
    pct = 0 if not rec["max_hp"] else max(0, min(100, round(100 * rec["hp"] / rec["max_hp"])))
    role = "boss" if s == 0 else (ROLE.get(rec["character"], "") if rec["character"] else "")
    aimed = st["cast"] is not None and s in st["cast"]["targets"]
    badges = ((' <span class="ogrelab-turn">turn</span>' if turn else "")
              + (f' <span class="ogrelab-aim">{g("target")}</span>' if aimed else "")
              + ("" if rec["alive"] else " &middot; dead"))
    used = f' &middot; {g("used")} {len(rec["removed"])}' if rec["removed"] else ""
    role = f' <span class="ogrelab-meta">{g(role)}</span>' if role else ""
    parts = [f'<div class="{" ".join(classes)}" data-seat="{s}">',
             f'<div class="ogrelab-who"{marks(f"seat:{s}")}>'
             f'<div class="ogrelab-name">{escape(_label(st, s))}{role}{badges}</div>'
             f'<div class="ogrelab-bar"><div class="{"ogrelab-low" if pct < 35 else ""}" style="width:{pct}%"></div></div>'
             f'<div class="ogrelab-meta">{g("hp")} {rec["hp"]}/{rec["max_hp"]} &middot; {g("energy")} {energy} '
             f'&middot; {g("deck")} {deck}{used}</div></div>']
    ch = rec["channel"]
    if ch is not None:
        at = ", ".join(escape(_who(st, t)) for t in ch["targets"])
        parts.append(f'<div><span class="ogrelab-label">{g("channelling")} ({_channel_time(ch)}) at {at}:</span>'
                     f'<div class="ogrelab-cards">{card_html(ch["skill"], g)}</div></div>')
    if own_row:
        parts.append('<div class="ogrelab-meta">hand: in the row below</div>')
    elif isinstance(hand, list):
        cards = "".join(card_html(c, g, mark=marks(f"hand:{c}")) for c in hand)
        parts.append(f'<div class="ogrelab-cards"{marks(f"cards:{s}")}>{cards}</div>')
    elif hand:
        backs = "".join("<span></span>" for _ in range(min(hand, 12)))
        parts.append(f'<div class="ogrelab-meta">hand <span class="ogrelab-backs"{marks(f"cards:{s}")}>{backs}</span></div>')
    parts.append("</div>")
    return "".join(parts)


def _hand_row(st, s, marks, controls: str, g: Glossary) -> str:
    """The deciding seat's hand across the table, its controls (end turn, pass) beside the cards."""
    hand = st["seats"][s]["hand"]
    live = set(marks.touch.click) | set(marks.touch.pick)
    cards = "".join(card_html(c, g, mark=marks(f"hand:{c}"), idle=f"hand:{c}" not in live) for c in hand)
    return (f'<div class="ogrelab-hand"><span class="ogrelab-label">{escape(_who(st, s))}\'s hand '
            f'({g("energy")} {len(hand)})</span><div class="ogrelab-cards"{marks(f"cards:{s}")}>{cards}{controls}</div></div>')


def _groups(marks, st) -> str:
    """The choices of several targets at once (``targets:1+3``) the open picks need, as chips to click."""
    needed = sorted({k for v in marks.touch.pick.values() for k in v if k.startswith("targets:")})
    if not needed:
        return ""
    chips = "".join(f'<span class="ogrelab-group"{marks(k)}>'
                    + escape(" + ".join(_who(st, int(t)) for t in k[len("targets:"):].split("+"))) + "</span>"
                    for k in needed)
    return f'<div><span class="ogrelab-label">targets together:</span>{chips}</div>'


def _draft(game, st, marks, g: Glossary) -> str:
    """The draft's choices: the bosses still to pick, or the heroes a team may still take."""
    legal = marks.touch.click
    bosses = [k[len("boss:"):] for k in legal if k.startswith("boss:")]
    heroes = [k[len("hero:"):] for k in legal if k.startswith("hero:")]
    items = []
    for name in bosses:
        c = CHARACTERS[name]
        hp = c["hp_by_heroes"][game.players - 2] if game.options["boss_hp_scales"] else c["hp"]
        items.append(f'<div class="ogrelab-choice"{marks(f"boss:{name}")}><div class="ogrelab-name">{escape(name)}</div>'
                     f'<div class="ogrelab-meta">{g("boss")}, {hp} {g("hp")}</div></div>')
    for name in heroes:
        c = CHARACTERS[name]
        items.append(f'<div class="ogrelab-choice"{marks(f"hero:{name}")}><div class="ogrelab-name">{escape(name)}</div>'
                     f'<div class="ogrelab-meta">{g(c["role"])}, {c["hp"]} {g("hp")}</div></div>')
    if not items:
        return ""
    what = "bosses to pick" if bosses else "heroes to pick"
    return f'<div class="ogrelab-cast"><span class="ogrelab-label">{what}</span><div class="ogrelab-choices">{"".join(items)}</div></div>'


def html(game, seat=None, outcome: bool = True) -> str:
    """The table as ``seat`` sees it (``None``: everything); what the deciding seat can touch is marked."""
    view = game.view(seat)
    st = view["state"]
    marks = Touches(game, seat, outcome=outcome)
    g = Glossary(GLOSSARY)
    decider = game.current_player if marks.touch.click or marks.touch.pick else None
    controls = marks.controls({"control:end": "End turn", "control:pass": "Pass", "control:done": "Done"})
    who = "everything" if seat is None else f"as {_label(st, seat)} sees it"
    enc = f"encounter {st['encounter'] + 1} of {len(st['bosses']) or game.options['bosses']}"
    out = [_STYLE, f'<div class="ogrelab-ogres_delight">',
           f'<div class="ogrelab-head"><span class="ogrelab-title">Ogre\'s Delight</span>'
           f'<span class="ogrelab-meta">{enc} &middot; turn {game.turn} &middot; {escape(who)}</span></div>']
    if game.is_over:
        out.append(f'<div class="ogrelab-over">{escape(game.outcome)}</div>')
    else:
        out.append(f'<div class="ogrelab-prompt">{escape(game.prompt)}</div>')
    if st["phase"] == "draft":
        if st["bosses"]:
            out.append(f'<div class="ogrelab-meta">bosses in order: {escape(", ".join(st["bosses"]))}</div>')
        out.append(_draft(game, st, marks, g))
    building = st["phase"] == "build" and st["decider"] is not None

    own = (decider if decider is not None and st["phase"] in ("turn", "react")
           and isinstance(st["seats"][decider]["hand"], list) else None)

    def panel(s):
        return _combatant(st, s, marks, g, own_row=s == own)

    if st["seats"][0]["character"]:
        out.append(f'<div class="ogrelab-side">{panel(0)}</div>')
    cast = st["cast"]
    if cast is not None:
        at = ", ".join(escape(_who(st, t)) for t in cast["targets"])
        extra = []
        if cast["disoriented"]:
            extra.append(g("Disorient", "disoriented") + ": "
                         + ", ".join(escape(_who(st, t)) for t in cast["disoriented"]))
        if cast["unstoppable"]:
            extra.append(g("Unstoppable", "unstoppable") + ": "
                         + ", ".join(escape(_who(st, t)) for t in cast["unstoppable"]))
        cards = "".join(card_html(e["skill"], g, f'<div class="ogrelab-meta">by {escape(_who(st, e["by"]))}</div>',
                                  mark=marks(f"cast:{i}")) for i, e in enumerate(cast["skills"]))
        at = "itself" if cast["targets"] == [cast["by"]] else at
        out.append(f'<div class="ogrelab-cast"><span class="ogrelab-label">the {g("cast")} of '
                   f'{escape(_who(st, cast["by"]))} at {at}</span> <span class="ogrelab-meta">{"; ".join(extra)}</span>'
                   f'<div class="ogrelab-cards">{cards}</div></div>')
    if st["loot"]:
        out.append(f'<div class="ogrelab-cast"><span class="ogrelab-label">{g("loot")} of {escape(_who(st, 0))}: '
                   'each hero takes one</span><div class="ogrelab-cards">'
                   + "".join(card_html(c, g, mark=marks(f"loot:{c}")) for c in st["loot"]) + "</div></div>")
    out.append(_groups(marks, st))
    out.append('<div class="ogrelab-side">' + "".join(panel(s) for s in range(1, game.players)
                                                     if st["seats"][s]["character"]) + "</div>")
    if own is not None:
        out.append(_hand_row(st, own, marks, controls, g))
    if building:
        dl = st["seats"][st["decider"]]["deck_list"]
        if isinstance(dl, list):
            out.append(f'<div class="ogrelab-cast"><span class="ogrelab-label">{escape(_who(st, st["decider"]))}\'s '
                       f'{g("deck")} so far ({len(dl)})</span><div class="ogrelab-cards">'
                       + "".join(card_html(c, g) for c in dl) + f"</div>{controls}</div>")
            pool = [c for c in POOL[st["seats"][st["decider"]]["character"]] if c not in dl]
            out.append('<div><span class="ogrelab-label">skills to choose from</span><div class="ogrelab-cards">'
                       + "".join(card_html(c, g, mark=marks(f"pool:{c}"), idle=f"pool:{c}" not in marks.touch.click)
                                 for c in pool) + "</div></div>")
    if view["log"]:
        out.append('<div class="ogrelab-log">' + "<br>".join(escape(t) for t in view["log"][-4:]) + "</div>")
    out.append(g.legend())
    out.append("</div>")
    return "".join(out)


def places(view: dict) -> dict:
    """Where things are in ``view`` by the drawing's keys (``Game.watch_places``): each combatant's
    health (``seat:<n>``), a hand's cards by name or counted (``cards:<n>``), the cast's skills
    (``cast:<i>``, "?" face down) and the loot."""
    st = view["state"]
    out: dict = {}
    for s, rec in enumerate(st["seats"]):
        if not rec["character"]:
            continue
        out[f"seat:{s}"] = f'{rec["hp"]}/{rec["max_hp"]}' + ("" if rec["alive"] else " dead")
        hand = rec["hand"]
        if isinstance(hand, list):
            out.update((f"hand:{c}", (c, f"cards:{s}")) for c in hand)
        else:
            out[f"cards:{s}"] = hand
    if st["cast"] is not None:
        out.update((f"cast:{i}", e["skill"] or "?") for i, e in enumerate(st["cast"]["skills"]))
    out.update((f"loot:{c}", c) for c in st["loot"])
    return out


def text(game, seat=None) -> str:
    """One screen: each combatant's health, energy, channel and visible hand; the cast; the prompt."""
    st = game.view(seat)["state"]
    lines = [f"Ogre's Delight - encounter {st['encounter'] + 1}, turn {st['turns']}, phase {st['phase']}"]
    for s, rec in enumerate(st["seats"]):
        hand = rec["hand"]
        energy = hand if isinstance(hand, int) else len(hand)
        deck = rec["deck"] if isinstance(rec["deck"], int) else len(rec["deck"])
        mark = "*" if s == st["active"] and st["phase"] in ("turn", "react") else " "
        line = (f"{mark}{_label(st, s)}: hp {rec['hp']}/{rec['max_hp']}"
                f"{'' if rec['alive'] else ' (dead)'}, energy {energy}, deck {deck}")
        ch = rec["channel"]
        if ch is not None:
            line += (f", channelling {ch['skill'] or 'a face-down skill'} at "
                     f"{', '.join(_who(st, t) for t in ch['targets'])} ({_channel_time(ch)})")
        lines.append(line)
        if isinstance(hand, list) and hand:
            lines.append("    hand: " + ", ".join(hand))
    cast = st["cast"]
    if cast is not None:
        shown = [f"{e['skill'] or 'face-down'} ({_who(st, e['by'])})" for e in cast["skills"]]
        lines.append(f"Cast of {_who(st, cast['by'])} at {', '.join(_who(st, t) for t in cast['targets'])}: "
                     + ", ".join(shown))
    if st["loot"]:
        lines.append("Loot: " + ", ".join(st["loot"]))
    lines.append(game.prompt)
    return "\n".join(lines)
