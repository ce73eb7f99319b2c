"""The choices made outside the fight: the draft, deck building and the loot.

Each a :class:`~ogrelab.core.decision.Rule` that asks one seat at a time; the
next seat's turn to choose is the same rule set off for it (``book.set_off``).
"""

from __future__ import annotations

from ogrelab.core import Action
from ogrelab.core.decision import Rule

from ..roster import BOSSES, CHARACTERS, DECK_OTHERS, POOL, ROLE, SKILLS
from .book import set_off


# =================================================================== the draft
class PickBoss(Rule):
    """The boss player picks the bosses one by one; "the order in which the bosses were
    selected is the order the heroes will face them"."""

    key = "pick_boss"
    section = "Draft"
    explain = ('The draft: the boss player chooses the bosses the heroes will fight, one at a time. The order you '
               'pick them is the order they are faced.')

    def prompt(self, game, p):
        return f"pick boss {len(game.bosses) + 1} of {game.options['bosses']} (the order they are faced)"

    def choices(self, game, p):
        return [Action(f"pick boss {b}", 0, "pick", (b,), on=(f"boss:{b}",)) for b in BOSSES if b not in game.bosses]

    def preview(self, game, p, a):
        name = a.args[0]
        c = CHARACTERS[name]
        hp = c["hp_by_heroes"][game.players - 2] if game.options["boss_hp_scales"] else c["hp"]
        return f"{name} ({hp} hp) becomes boss {len(game.bosses) + 1}, faced in encounter {len(game.bosses) + 1}"

    def resolve(self, game, p, a):
        game.pick_boss(a.args[0])
        game.after_draft_step()


class PickHero(Rule):
    """Each hero player picks a hero: "in a team of heroes, there may be at most one tank and one support"."""

    key = "pick_hero"
    section = "Draft"
    explain = ('The draft: each hero player chooses a hero. A team may have at most one tank and one support, so the '
               'choices narrow as others pick.')
    ask = "pick a hero (at most one tank and one support in the team)"

    def choices(self, game, p):
        return [Action(f"pick hero {h}", p.seat, "pick", (h,), on=(f"hero:{h}",)) for h in game.hero_choices()]

    def preview(self, game, p, a):
        name = a.args[0]
        return f"plays {name}, a {ROLE[name]} hero with {CHARACTERS[name]['hp']} hp"

    def resolve(self, game, p, a):
        game.pick_hero(p.seat, a.args[0])
        game.after_draft_step()


# =============================================================== deck building
class BuildDeck(Rule):
    """Deck building: "You must choose a basic skill and at least nine other skills to complete
    your deck", from the character's own pool; the boss player first, then the heroes."""

    key = "build"
    section = "Deck building"
    explain = ('Deck building: first choose one basic skill, which starts every fight in your hand, then add at '
               "least nine more skills from your character's own pool, and say done.")

    def prompt(self, game, p):
        if not game.deck_list[p.seat]:
            return "choose your deck's basic skill"
        return f"add skills to your deck (one basic plus at least {DECK_OTHERS} others), then done"

    def choices(self, game, p):
        s = p.seat
        chosen = game.deck_list[s]
        pool = POOL[game.chars[s]]
        if not chosen:
            return [Action(f"basic {c}", s, "basic", (c,), on=(f"pool:{c}",)) for c in pool if SKILLS[c].basic]
        acts = [Action(f"add {c}", s, "add", (c,), on=(f"pool:{c}",))
                for c in pool if not SKILLS[c].basic and c not in chosen]
        if len(chosen) - 1 >= DECK_OTHERS:
            acts.append(Action("done", s, "done", on=("control:done",)))
        return acts

    def preview(self, game, p, a):
        chosen = game.deck_list[p.seat]
        if a.kind == "basic":
            return f"{a.args[0]} is the deck's basic, in hand at the start of every encounter"
        if a.kind == "add":
            sk = SKILLS[a.args[0]]
            others = len(chosen)  # the basic and the others so far, this one included after
            need = max(0, DECK_OTHERS - others)
            more = f", {need} more needed" if need else ", enough to be done"
            return f"adds {sk.name} ({sk.type}, {sk.energy} energy): {others} besides the basic{more}"
        return f"the deck is complete with {len(chosen)} skills"

    def resolve(self, game, p, a):
        s = p.seat
        if a.kind == "basic":
            game.deck_list[s] = [a.args[0]]
            game.log.append(f"{game.who(s)} chooses a basic for the deck")
        elif a.kind == "add":
            game.deck_list[s].append(a.args[0])
            game.log.append(f"{game.who(s)} adds a skill to the deck")
        else:
            game.log.append(f"{game.who(s)}'s deck is ready ({len(game.deck_list[s])} skills)")
            for t in range(s + 1, game.players):
                if not game.deck_list[t]:
                    set_off(game, "build", t)
                    return
            game.start_encounter()


# ===================================================================== the loot
class TakeLoot(Rule):
    """"If a boss gets defeated, it drops loot ... four randomly selected skills from the bosses loot
    table. Each hero can select one. The selected skill will be added to their deck for the
    remaining bosses of the game." Every hero takes one in seat order, the fallen too."""

    key = "loot"
    section = "Loot"
    explain = ('A boss was beaten and dropped loot: each hero in turn takes one of the skills into their deck for '
               'the rest of the game.')

    def prompt(self, game, p):
        return f"take one skill of {game.who(0)}'s loot into your deck"

    def choices(self, game, p):
        return [Action(f"take {c}", p.seat, "loot", (c,), on=(f"loot:{c}",)) for c in game.loot]

    def preview(self, game, p, a):
        sk = SKILLS[a.args[0]]
        return f"{sk.name} ({sk.type}, {sk.energy} energy) joins {game.who(p.seat)}'s deck for the bosses to come"

    def resolve(self, game, p, a):
        s = p.seat
        name = a.args[0]
        game.loot.remove(name)
        game.deck_list[s].append(name)
        game.looted[s].append(name)
        game.log.append(f"{game.who(s)} takes {name} into the deck")
        if s + 1 < game.players:
            set_off(game, "loot", s + 1)
        else:
            game.after_loot()

