"""Planeswalkers' own words (2026: 306, 606; 201.5c).

A planeswalker's text names it by its shortened name, the planeswalker type its
name begins with ("Ajani deals 3 damage" on Ajani Vengeant, "Sorin" on Sorin the
Mirthless): 201.5c treats that shortened name as the card's full name, so it
becomes "~" as the full name does (text.self_references). The same word after
"each", "another", "other", "a", "an", "target" or "named", or before a plural,
is the planeswalker type (205.3j), not the card, and is left alone.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template
from .text import NUMBER, SELF, amount
from .up_to import CREATURES, up_to_targets


def shortened_name(plain: str, types, subtypes, name: str) -> str:
    """201.5c: "Ajani" on Ajani Vengeant is the card itself."""
    if "Planeswalker" not in types or "," in name:
        return plain  # a comma's short name is read by text.self_references already
    first = name.split(" ")[0]
    if first == name or first not in (subtypes or ()):
        return plain
    return re.sub(rf"(?<!each )(?<!another )(?<!other )(?<!\ba )(?<!\ban )(?<!target )(?<!named )"
                  rf"(?<![\w'-]){re.escape(first)}(?![\w'-])(?!s\b)", SELF, plain)


@effect_template(rf"put ({NUMBER}) ([+-]1/[+-]1) counters? on up to one (target [a-z ,'0-9]+?)")
def counters_on_up_to_one(eff, m):
    """ "Put two +1/+1 counters on up to one target creature" (Vivien of the Arkbow's +2): zero or
    one target (2026 115.6, 601.2c); the counters go on the one chosen, if any, and still legal."""
    n = amount(m.group(1))
    if n == "X" or m.group(2) not in ("+1/+1", "-1/-1"):
        raise NotUnderstood(m.group(0))
    (ref,) = up_to_targets(eff, 1, m.group(3), CREATURES)
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": n, "to": ref})


@effect_template(rf"you gain ({NUMBER}) life and draw ({NUMBER}) cards?")
def gain_life_and_draw(eff, m):
    """ "You gain 2 life and draw two cards" (Teferi, Timebender's −3): the life first, then the
    cards, in the order written (2026 608.2c; 2007 413.2c)."""
    life, cards = amount(m.group(1)), amount(m.group(2))
    if "X" in (life, cards):
        raise NotUnderstood(m.group(0))
    eff.steps += [{"do": "gain_life", "amount": life, "player": "you"}, {"do": "draw", "amount": cards}]


#: what a static ability an emblem may have says, besides its kind and text (rulings/engine/emblems.py reads these)
EMBLEM_STATIC_KEYS = {"kind", "affects", "filter", "pump", "gains"}
EMBLEM_FILTER_KEYS = {"you_control", "card_type"}


@effect_template(r'you get an emblem with "([^"]+)"\.?')
def emblem(eff, m):
    """ "You get an emblem with "Creatures you control get +1/+1 and have flying."" (Elspeth, Sun's
    Champion's −7; 2026 114.2): the emblem's ability is read by the templates of a permanent's own
    abilities, and only a static ability affecting the creatures you control, or a step's triggered
    ability that neither targets nor names its source ("At the beginning of your end step, create
    ..."), is played (114.4: it functions in the command zone, rulings/engine/emblems.py). Any other
    emblem stays text only."""
    from .compiler import _ability
    inner = m.group(1)
    found = _ability(eff.card, inner)
    for ab in found:
        if ab.get("kind") == "triggered" and emblem_trigger(ab):
            continue
        if (set(ab) - EMBLEM_STATIC_KEYS or ab.get("kind") != "static" or ab.get("affects") != "creatures"
                or set(ab.get("filter") or {}) - EMBLEM_FILTER_KEYS or not (ab.get("filter") or {}).get("you_control")):
            raise NotUnderstood(inner)
    eff.steps.append({"do": "get_emblem", "text": inner, "abilities": [{**ab, "text": inner} for ab in found]})


def emblem_trigger(ab: dict) -> bool:
    """Whether an emblem's triggered ability is one the engine plays (rulings/engine/emblems.py
    is_emblem_trigger: a step's trigger with no target and no condition) whose instructions never
    name the ability's source or "this emblem" (an emblem is no permanent or card, 114.5) and ask
    for no choice as it resolves."""
    from rulings.engine.emblems import is_emblem_trigger
    return set(ab) <= {"kind", "trigger", "effect"} and is_emblem_trigger(ab) and not _names_source(ab["effect"]) \
        and all(isinstance(st, dict) and st.get("do") in EMBLEM_TRIGGER_DOES for st in ab["effect"])


#: what an emblem's triggered ability may do: instructions that ask no player for a choice as it
#: resolves (a scenario names such choices by the id of the ability's source, and an emblem is none)
EMBLEM_TRIGGER_DOES = ("create_token", "draw", "gain_life", "lose_life")


def _names_source(value) -> bool:
    if isinstance(value, dict):
        return any(k in ("source", "self") or _names_source(v) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return any(_names_source(v) for v in value)
    return isinstance(value, str) and (value in ("self", "source") or "~" in value)


def loyalty_mana(steps: list, text: str) -> None:
    """ "[+1]: Add {R}{R}." (Chandra, Torch of Defiance): a loyalty ability is never a mana ability
    (2026 605.1a), so it goes on the stack and its mana is added as it resolves (608.2); the engine
    plays that for a fixed amount of mana (rulings/engine/costs.is_mana_ability). A choice of color
    ("Add {R} or {G}"), a combination or a restriction on spending it stays text only."""
    for st in steps:
        if st["do"].startswith("add_mana") and (st["do"] != "add_mana" or set(st) != {"do", "mana"}):
            raise NotUnderstood(text)


@ability_template(r"You have (hexproof|shroud)\.")
def you_have(card, m) -> list[dict]:
    """ "You have hexproof." on a planeswalker (Teyo, the Shieldmage; 2026 702.11c): a static ability
    of the permanent, giving its controller hexproof while it is on the battlefield, as the same words
    on a creature or enchantment do (rulings/engine/player_hexproof.py reads any permanent's)."""
    if "Planeswalker" not in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": f"you_have_{m.group(1)}"}]


BIG_NUMBERS = {"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20}


@effect_template(rf"(target player|target opponent) mills ({'|'.join(BIG_NUMBERS)}) cards")
def target_mills_many(eff, m):
    """ "Target player mills twenty cards" (Jace Beleren's −10; 2026 701.17a): a number word above ten."""
    from .targets import ref
    eff.steps.append({"do": "mill", "amount": BIG_NUMBERS[m.group(2).lower()], "player": ref(eff, m.group(1))})


@effect_template(rf"its controller draws ({NUMBER}) cards?")
def its_controller_draws(eff, m):
    """ "Destroy target creature. Its controller draws two cards." (Ob Nixilis, the Hate-Twisted's −2):
    "its" is the one target of the sentence before, which moved it; its controller is read as it last
    existed (2026 608.2h), noted before it moves (rulings/engine/effects/its_controller.py), as
    player_instructions.its_controller_life does for life."""
    from .player_instructions import _MOVES
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1 or m.group(1).upper() == "X":
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    if (len(before) != 1 or before[0].get("do") not in _MOVES or before[0].get("what") != "target:0"
            or set(before[0]) != {"do", "what"} or "abilit" in repr(eff.targets[0])):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1
    eff.steps.append({"do": "draw", "amount": amount(m.group(1)), "player": "its_controller"})


_PT = r"([+-]\d+)/([+-]\d+)"
_WHO = r"(up to one target [a-z ,']+?|target [a-z ,']+?)"


@effect_template(rf"(?:until your next turn, {_WHO} gets {_PT}|{_WHO} gets {_PT} until your next turn)")
def pump_until_your_next_turn(eff, m):
    """ "Until your next turn, up to one target creature gets -5/-0." (Mu Yanling, Celestial Wind's +1):
    the effect lasts until the next turn of the ability's controller begins (2007: 418.3a; 2026: 611.2a;
    rulings/engine/until_next_turn.py); "up to one" may choose none (2026 115.6, 601.2c)."""
    g = m.groups()
    who, p, t = (g[0], g[1], g[2]) if g[0] else (g[3], g[4], g[5])
    if not all(-20 <= int(x) <= 20 for x in (p, t)):
        raise NotUnderstood(m.group(0))
    if who.lower().startswith("up to one "):
        (to,) = up_to_targets(eff, 1, who[len("up to one "):], CREATURES)
    else:
        from .targets import CREATURE_TARGETS, ref
        to = ref(eff, who, CREATURE_TARGETS)
    eff.steps.append({"do": "pump", "power": int(p), "toughness": int(t), "to": to, "until": "your_next_turn"})


@effect_template(r"you gain X life and draw X cards, where X is the number of ([a-z ]+? you control)")
def gain_and_draw_counted(eff, m):
    """ "You gain X life and draw X cards, where X is the number of lands you control" (Nissa, Voice of
    Zendikar's −7): the permanents the words describe, counted as each instruction is followed (gaining
    life changes no count of permanents), the life first, then the cards (2026 608.2c)."""
    from .described import described
    if eff.card.has_x:
        raise NotUnderstood(m.group(0))  # the card's own X is another number
    amount = {"count": "permanents", "filter": described(eff, m.group(1))}
    eff.steps += [{"do": "gain_life", "amount": amount, "player": "you"}, {"do": "draw", "amount": dict(amount)}]


@effect_template(r"put X ([+-]1/[+-]1) counters on (target [a-z ,']+?), where X is your life total")
def counters_equal_to_life(eff, m):
    """ "Put X +1/+1 counters on target creature, where X is your life total" (Ajani, Valiant
    Protector's −9): X is the controller's life total as the ability resolves (2026 608.2h)."""
    from .targets import CREATURE_TARGETS, ref
    if eff.card.has_x:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": m.group(1), "amount": {"count": "your_life_total"},
                      "to": ref(eff, m.group(2), CREATURE_TARGETS)})


@effect_template(r"until end of turn, ~ becomes an? (\d+)/(\d+) ([A-Za-z ]+?) creature(?: with ([a-z ,]+?))? that's still a planeswalker")
def planeswalker_becomes_creature(eff, m):
    """ "Until end of turn, Gideon becomes a 5/5 Human Soldier Ally creature with indestructible that's
    still a planeswalker" (Gideon, Ally of Zendikar's +1): a type-changing effect that keeps its types
    (2026 205.1b), its power and toughness set (613.4b), the keywords granted (613.1f), until end of
    turn (rulings/engine/effects/animate.py). Damage to it then both removes loyalty counters and is
    marked on it (120.3c, 120.3e)."""
    from rulings.engine.creature_types import CREATURE_TYPES
    from .keywords import granted
    p, t, words, keywords = m.groups()
    subtypes = words.split()
    if "Planeswalker" not in eff.card.types or "Creature" in eff.card.types or any(w not in CREATURE_TYPES for w in subtypes) \
            or not (0 <= int(p) <= 100 and 0 <= int(t) <= 100):
        raise NotUnderstood(m.group(0))
    step = {"do": "becomes_creature", "to": "self", "power": int(p), "toughness": int(t), "subtypes": subtypes,
            "keeps_types": True, "until": "end_of_turn"}
    if keywords:
        step["abilities"] = granted(keywords)
    eff.steps.append(step)


@effect_template(r"prevent all damage that would be dealt to (him|her|it) this turn")
def prevent_damage_to_him(eff, m):
    """ "Prevent all damage that would be dealt to him this turn", right after the planeswalker became a
    creature: a prevention effect on that permanent until end of turn (2026 615.1a)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "becomes_creature" or last.get("to") != "self" or "Planeswalker" not in eff.card.types:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "prevent_all_damage_this_turn", "what": "self", "dealt": "to"})


@effect_template(r"(tap|untap) all ([a-z0-9 ,']+?)")
def tap_or_untap_all(eff, m):
    """ "Tap all creatures your opponents control" (Mu Yanling's −10), "Untap all creatures you control"
    (Jace, Ingenious Mind-Mage's +1): each permanent the description names as it resolves (2026 701.26a)."""
    from .described import described
    if " target " in f" {m.group(2).lower()} ":  # "tap all creatures target player controls": mode_effects.py
        from .registry import pass_on
        return pass_on(eff, m, tap_or_untap_all)
    eff.steps.append({"do": "for_each", "permanents": described(eff, m.group(2)), "effect": [{"do": m.group(1).lower(), "what": "it"}]})


@effect_template(r"([A-Za-z0-9 ,'-]+? you control) get ([+-]\d+)/([+-]\d+)(?: and gain ([a-z ,]+?))? until end of turn")
def described_yours_get(eff, m):
    """ "Elementals you control get +2/+0 until end of turn" (Chandra, Novice Pyromancer's +1), "Other
    creatures you control get +1/+1 ...": the creatures the words describe as it resolves, each
    until end of turn (the set fixed then: 2026 611.2c; 2007 418.3b)."""
    from .described import described
    from .pump import _steps
    from .keywords import granted
    found = described(eff, m.group(1))
    if not isinstance(found, dict) or found.get("controller") != "you" or found.get("types", ["Creature"]) != ["Creature"] \
            and not found.get("subtypes"):
        raise NotUnderstood(m.group(0))
    gains = granted(m.group(4)) if m.group(4) else []
    eff.steps.append({"do": "for_each", "permanents": found,  # "Goblins": every Goblin permanent, a Kindred one too
                      "effect": _steps("it", (m.group(2), m.group(3)), gains)})


@effect_template(r"you take an extra turn after this one")
def you_take_an_extra_turn(eff, m):
    """ "You take an extra turn after this one." (Mu Yanling's −10), as players.extra_turn's "Take an
    extra turn after this one" (2007: 300.6; 2026: 500.7)."""
    eff.steps.append({"do": "extra_turn", "player": "you"})


@effect_template(r"create X (\d+/\d+ [^\"]+? tokens?), where X is (your life total|the number of [a-z ]+? you control)")
def create_x_tokens(eff, m):
    """ "Create X 2/2 white Cat creature tokens, where X is your life total" (Ajani, Caller of the
    Pride's −8): the token sentence read by tokens.create with X counted as it resolves (2026 608.2h)."""
    from .described import described
    from .registry import parse_branch
    if eff.card.has_x:
        raise NotUnderstood(m.group(0))
    steps = parse_branch(eff, f"create two {m.group(1).replace(' token,', ' tokens,')}")
    if len(steps) != 1 or steps[0].get("do") != "create_token" or steps[0].get("count") != 2:
        raise NotUnderstood(m.group(0))
    count = {"count": "your_life_total"} if m.group(2) == "your life total" else \
        {"count": "permanents", "filter": described(eff, m.group(2)[len("the number of "):])}
    eff.steps.append({**steps[0], "count": count})
