"""The kind of creature whose combat damage to a player triggers an ability: "Whenever a Ninja you
control deals combat damage to a player" (Ingenious Infiltrator), "Whenever a nontoken artifact
creature you control deals combat damage to a player" (Virulent Silencer), "a creature token you
control" (Curiosity Crafter), "a creature you control with deathtouch" (Fynn, the Fangbearer), and
"Whenever one or more non-Human creatures you control deal combat damage to a player" (Keeper of
Fables): the trigger's `dealer`, an object of these fields, each present one holding:

- `subtypes`: a list, the creature has one of them ("a Kraken, Leviathan, Octopus, or Serpent");
- `not_subtypes`: a list, it has none of them ("non-Human");
- `types`: a list of card types, it has all of them ("artifact creature");
- `token`: true, it is a token; false, it isn't ("creature token", "nontoken");
- `keyword`: it has that keyword ability ("with deathtouch");
- `with_counter`: `"+1/+1"` ("with a +1/+1 counter on it") or `"any"` ("with a counter on it"): the counters it has
  as it deals the damage (as it left the battlefield, if it had: 2007 217.1c; 2026 400.7);
- `modified`: true, "a modified creature": it has a counter on it, is equipped, or is enchanted by an Aura its
  controller controls (2026 700.9; a word the February 2007 rules don't have), as it deals the damage.

`dealer` goes with `deals_damage` (who `creature_you_control`, `combat` true) and with
`creatures_deal_combat_damage` (combat_damage_batches.py: the ability triggers once for each player
dealt combat damage by at least one such creature in one combat damage step, 2007 410.6 with 310.4;
2026 603.2c with 510.2). The creature is read as it dealt the damage, or as it last existed on the
battlefield if it had left by then (2007 310.4b, combat damage on the stack; 2026 510.1).

The reference `"dealer"` names, in a deals_damage trigger's instructions, the creature that dealt the damage
("put a +1/+1 counter on it"): that object, as long as it stays on the battlefield (a new object once it leaves:
2007 217.1c; 2026 400.7).

`for_each`'s `"players": "each_other_opponent"` ("it deals that much damage to each other opponent", Hydra Omnivore):
each opponent of the ability's controller but the player the trigger event named (the one dealt the damage), in
APNAP order (2007 103.4; 2026 101.4)."""
from __future__ import annotations


FIELDS = ("subtypes", "not_subtypes", "types", "token", "keyword", "with_counter", "modified")
WITH_COUNTER = ("+1/+1", "any")
CARD_TYPES = ("Artifact", "Enchantment", "Land")  # "artifact creature": a creature's other card types
EVENTS = ("deals_damage", "creatures_deal_combat_damage")


def problems(trig: dict, keywords: tuple) -> list[tuple[str, str]]:
    """(field, message) for each fault of a trigger's `dealer`."""
    spec = trig.get("dealer")
    if trig.get("event") not in EVENTS:
        return [("", f"is only for the {' and '.join(EVENTS)} events")]
    if trig["event"] == "deals_damage" and (trig.get("who") != "creature_you_control" or trig.get("combat") is not True
                                            or trig.get("to") not in ("player", "opponent")):
        return [("", 'on deals_damage, goes with who "creature_you_control", combat true and to "player" or "opponent"')]
    if not isinstance(spec, dict) or not spec:
        return [("", "must be an object of " + ", ".join(FIELDS))]
    out = []
    for k, x in spec.items():
        if k not in FIELDS:
            out.append((k, "is not a field of dealer (" + ", ".join(FIELDS) + ")"))
        elif k in ("subtypes", "not_subtypes"):
            from .creature_types import CREATURE_TYPES
            if not isinstance(x, list) or not x or any(t not in CREATURE_TYPES for t in x):
                out.append((k, "must be a list of creature types"))
        elif k == "types":
            if not isinstance(x, list) or not x or any(t not in CARD_TYPES for t in x):
                out.append((k, "must be a list of " + ", ".join(CARD_TYPES)))
        elif k in ("token", "modified"):
            if not isinstance(x, bool) or (k == "modified" and x is not True):
                out.append((k, "must be true or false"))
        elif k == "with_counter":
            if x not in WITH_COUNTER:
                out.append((k, "must be " + " or ".join(WITH_COUNTER)))
        elif x not in keywords:
            out.append((k, "must be a keyword"))
    return out


def snapshot(game, src):
    """What `dealer` reads of a creature as it deals combat damage (its last known information if it has left)."""
    from .continuous import last_known, left_play
    counters = src.counters
    if left_play(src):  # its counters as it left (modular.remember notes them)
        noted = game.counters_as_it_left.get(src.id)
        counters = noted[2] if noted is not None and noted[0] == src.zcc else {}
    return last_known(game, src), bool(src.token), dict(counters), _attachments(game, src)


def _attachments(game, src) -> tuple:
    """What is attached to the creature as it deals the damage: ("Equipment" / "Aura", the attachment's
    controller) for each (an Aura of another player's doesn't make it modified: 2026 700.9)."""
    from .continuous import characteristics
    out = []
    for o in game.in_play():
        if o.attached_to == src.id and o.attached_zcc == src.zcc:
            c = characteristics(game, o)
            kind = "Equipment" if "Equipment" in c.subtypes else "Aura" if "Aura" in c.subtypes else None
            if kind:
                out.append((kind, o.controller == src.controller))
    return tuple(out)


def is_described(spec: dict, seen) -> bool:
    """Whether the creature (`seen`: snapshot's characteristics and token-ness) is what `spec` describes."""
    c, token, counters, attached = seen
    if not c.is_creature:
        return False
    if "subtypes" in spec and not any(t in c.subtypes for t in spec["subtypes"]):  # a changeling has every creature type
        return False
    if any(t in c.subtypes for t in spec.get("not_subtypes", ())):
        return False
    if any(t not in c.types for t in spec.get("types", ())):
        return False
    if "token" in spec and token != spec["token"]:
        return False
    if spec.get("with_counter") == "+1/+1" and counters.get("+1/+1", 0) <= 0:
        return False
    if spec.get("with_counter") == "any" and not any(n > 0 for n in counters.values()):
        return False
    if spec.get("modified") and not (any(n > 0 for n in counters.values())
                                     or any(kind == "Equipment" or yours for kind, yours in attached)):
        return False
    return "keyword" not in spec or c.has_keyword(spec["keyword"])


def dealer_matches(game, trig: dict, dealer) -> bool:
    """A deals_damage trigger's `dealer` (none: any creature)."""
    return "dealer" not in trig or is_described(trig["dealer"], snapshot(game, dealer))


def batch_matches(trig: dict, data: dict) -> bool:
    """A creatures_deal_combat_damage trigger's `dealer`: at least one of the creatures was such a one."""
    return "dealer" not in trig or any(is_described(trig["dealer"], seen) for seen in data.get("dealers", ()))


def noted_dealer(data: dict) -> tuple:
    """The trigger's `dealer` reference: the source of the damage event, if one dealt it."""
    src = data.get("source")
    if src is None or not hasattr(src, "zcc"):
        return ()
    from .state import TargetRef
    return (("dealer", TargetRef("object", src.id, src.zcc)),)


def other_than_event_player(ctx, players: list) -> list:
    """The players but the one a damage trigger's event named ("that player": the engine's "it")."""
    it = ctx.data.get("it")
    if it is None or it.kind != "player":
        return []  # no player named: no "other" one is read
    return [p for p in players if p.name != it.id]
