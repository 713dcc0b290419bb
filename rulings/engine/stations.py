"""Station cards (2026 702.184, 721; later than February 2007, whose rules have none: a card with
station is refused under them as the scenario loads).

"Station" means "Tap another untapped creature you control: Put a number of charge counters on
this permanent equal to the tapped creature's power. Activate only as a sorcery" (702.184a): the
keyword `{"kind": "keyword", "keyword": "station"}`, activated by its index with the creature named
in the activation's `pay.tap` (tapping it isn't the {T} symbol, so a creature that came under its
controller's control this turn can station, 302.6). Its power is read as the ability resolves, as
the creature last existed on the battlefield if it has left.

A card's `stations` are its station symbols (721.2): `{"min": 2, "abilities": [...]}` is
"{2+} [abilities]", "as long as this permanent has 2 or more charge counters on it, it has
[abilities]" (721.2a); with `power` and `toughness`, it "is a creature with base power and
toughness [P/T] in addition to its other types" (721.2b: layer 4 and 7b, with the permanent's own
timestamp). Every symbol whose number is reached applies. Elsewhere than the battlefield a station
card has no power or toughness (721.2c).
"""
from __future__ import annotations

from .continuous import characteristics, last_known
from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .targets import display

NO_STATION_2007 = ("station cards (2026 702.184, 721) are later than the February 2007 rules; "
                   "play this scenario under the 2026-06-19 rules")

_SHOWN: dict = {}  # (id(card), how many symbols apply) -> (card, the card with their abilities)


def symbols_that_apply(card: dict, charge: int) -> list[dict]:
    return [entry for entry in card.get("stations") or () if charge >= entry["min"]]


def with_station_abilities(card: dict, charge: int) -> dict:
    """`card` with the abilities of every station symbol its charge counters reach, after its own (721.2a, 721.4)."""
    entries = symbols_that_apply(card, charge) if "stations" in card else []
    if not any(entry.get("abilities") for entry in entries):
        return card
    key = (id(card), len(entries))
    found = _SHOWN.get(key)
    if found is None or found[0] is not card:
        if len(_SHOWN) > 10_000:
            _SHOWN.clear()
        added = [ab for entry in entries for ab in entry.get("abilities") or ()]
        found = _SHOWN[key] = (card, {**card, "abilities": [*card.get("abilities", ()), *added]})
    return found[1]


def creature_effect(card: dict, obj) -> dict | None:
    """721.2b: the base power and toughness of the last station symbol reached that has a
    power/toughness box, if any: then it is a creature in addition to its other types."""
    found = None
    for entry in symbols_that_apply(card, obj.counters.get("charge", 0)) if "stations" in card else ():
        if entry.get("power") is not None:
            found = entry
    return None if found is None else {"power": found["power"], "toughness": found["toughness"]}


def station_ability(game, keyword: dict) -> dict:
    """The activated ability "Station" stands for (702.184a)."""
    if not game.rules.applies("station"):
        raise IllegalAction("keyword_abilities", f"station is later than February 2007: the {game.rules.title} have no "
                                                 f"station cards, so it does nothing and can't be {game.words.activated}")
    return {"kind": "activated", "cost": {"station": True}, "timing": "sorcery", "effect": [{"do": "station"}],
            "text": "Station: tap another untapped creature you control: put charge counters equal to its power on this "
                    "permanent (only as a sorcery)"}


def pay_station(game, player, source, pay: dict) -> tuple:
    """Tap the other untapped creature `pay.tap` names; what the ability remembers of it."""
    chosen = list((pay or {}).get("tap") or ())
    if len(chosen) != 1:
        raise IllegalAction("station", "name one other untapped creature you control in pay.tap to station it", "illegal_action_reversed")
    obj = game.objects.get(chosen[0])
    if obj is None or obj is source or obj.zone != "in_play" or obj.controller != player.index or obj.tapped \
            or not characteristics(game, obj).is_creature:
        raise IllegalAction("station", f"{display(game, obj) if obj is not None else chosen[0]} isn't another untapped creature "
                                       f"{player.name} controls", "illegal_action_reversed")
    obj.tapped = True
    emit(game, f"{player.name} taps {display(game, obj)} to station {display(game, source)}.",
         ("station", "station: tap another untapped creature you control as the cost"))
    from .triggers import fire
    fire(game, "becomes_tapped", obj=obj)  # what triggers on it is logged after the tapping that causes it
    return (("station_creature", (obj.id, obj.zcc)),)


def station_choices(game, player, source) -> list[list[str]]:
    """The creatures that could pay a station cost (for `legal_actions`)."""
    return [[o.id] for o in game.in_play(player.index)
            if o is not source and not o.tapped and characteristics(game, o).is_creature][:6]


@effect("station", internal=True)
def station(game, st, ctx):
    """702.184a: charge counters equal to the tapped creature's power, on the permanent if it is
    still the same object; then the station symbols its counters now reach (721.2)."""
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "in_play" or obj.zcc != ctx.data.get("source_zcc", obj.zcc):
        emit(game, f"{ctx.source_name} is no longer on the battlefield: its station puts no counter on anything.",
             ("station", "put charge counters on this permanent: it is gone"))
        return
    oid, zcc = ctx.data.get("station_creature") or (None, None)
    tapped = game.objects.get(oid)
    if tapped is None:
        return
    c = characteristics(game, tapped) if tapped.zone == "in_play" and tapped.zcc == zcc else last_known(game, tapped)
    n = max(0, c.power or 0)
    from .continuous import shown_card
    card_before = symbols_that_apply(shown_card(game, obj), obj.counters.get("charge", 0))
    obj.counters = {**obj.counters, "charge": obj.counters.get("charge", 0) + n}
    game.characteristics_changed()
    emit(game, f"{n} charge counter{'s' if n != 1 else ''} {'is' if n == 1 else 'are'} put on {display(game, obj)} "
               f"({display(game, tapped)}'s power is {n}): it has {obj.counters['charge']}.",
         ("station", "put a number of charge counters on this permanent equal to the tapped creature's power"))
    now = symbols_that_apply(shown_card(game, obj), obj.counters["charge"])
    for entry in now[len(card_before):]:
        pt = f" and is a {entry['power']}/{entry['toughness']} creature in addition to its other types" if entry.get("power") is not None else ""
        from .levelers import abilities_said
        texts = abilities_said(entry.get("abilities") or ())
        emit(game, f"{display(game, obj)}: {entry['min']}+ applies: it has {texts or 'no ability of it'}{pt}.",
             ("station_symbol_creature" if pt else "station_symbol",
              "as long as this permanent has N or more charge counters on it, it has [abilities]" + (" and is a creature" if pt else "")))
