"""Effects that change a permanent's characteristics or abilities for a time
(407, 418.5a); the layers apply them in `continuous.py`."""
from __future__ import annotations

from ..pt_counters import KINDS as PT_KINDS  # "+2/+2", "-0/-1" counters (pt_counters.py)

from ..continuous import characteristics, shown_card
from ..log import emit
from ..state import Effect
from ..targets import display
from .base import amount_of, effect, permanent



def signed_pt(power: int, toughness: int) -> str:
    """"+2/+2", and as cards print it, "-2/-0" (a zero takes the other number's minus sign)."""
    p = f"{power:+d}" if power or toughness >= 0 else "-0"
    t = f"{toughness:+d}" if toughness or power >= 0 else "-0"
    return f"{p}/{t}"

def _add_effect(game, kind: str, obj, data: tuple, until, ctx) -> None:
    if until == "source_tapped":  # "as long as [the source] remains tapped" (418.3d)
        data = data + (("while_tapped", ctx.source_id), ("while_tapped_zcc", ctx.data.get("source_zcc")))
    if until == "your_next_turn":  # "until your next turn" (418.3a / 611.2a): until_next_turn.py ends it
        from ..until_next_turn import data_for
        data = data + data_for(ctx.controller)
    game.effects = game.effects + (Effect(game.new_timestamp(), kind, obj.id, obj.zcc, data, until, ctx.source_name),)
    game.characteristics_changed()


def _during(st, game=None, ctx=None) -> str:
    if st.get("until") == "source_tapped":
        return " as long as its source remains tapped"
    if st.get("until") == "your_next_turn":
        return f" until {game.players[ctx.controller].name}'s next turn" if game is not None else " until its controller's next turn"
    return " until end of turn" if st.get("until") == "end_of_turn" else ""


@effect("pump", fields=("power", "toughness", "to", "until"))
def pump(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    power, toughness = (_x_value(ctx, st.get(k, 0)) for k in ("power", "toughness"))
    data = (("power", power), ("toughness", toughness))
    _add_effect(game, "pump", obj, data, st.get("until"), ctx)
    x = f" (X is {ctx.x or 0})" if "X" in (st.get("power"), st.get("toughness")) or "-X" in (st.get("power"), st.get("toughness")) else ""
    emit(game, f"{name} gets {signed_pt(power, toughness)}{_during(st, game, ctx)}{x}.", *layered_pt_note(game, obj, False))


def _x_value(ctx, v) -> int:
    """ "-X/-X": the X announced as the spell was cast or the ability activated (2007: 409.1b;
    2026: 601.2b, 602.2b), a number from then on."""
    if v == "X":
        return ctx.x or 0
    if v == "-X":
        return -(ctx.x or 0)
    return v


@effect("set_pt", fields=("power", "toughness", "to", "until"))
def set_pt(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    data = (("power", st.get("power", 0)), ("toughness", st.get("toughness", 0)))
    _add_effect(game, "set_pt", obj, data, st.get("until"), ctx)
    emit(game, f"{name} becomes {st.get('power')}/{st.get('toughness')}{_during(st)}.", *layered_pt_note(game, obj, True))


@effect("gain_ability", fields=("ability", "to", "until"))
def gain_ability(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    ab = st.get("ability", {})
    _add_effect(game, "gain_ability", obj, (("ability", ab),), st.get("until"), ctx)
    emit(game, f"{name} gains {ability_name(ab)}{_during(st)}.",
         ("gains_ability", "an effect that adds an ability says the object gains it"))


@effect("lose_ability", fields=("keyword", "to", "until"))
def lose_ability(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    before = characteristics(game, obj).keyword_count(st.get("keyword"))
    _add_effect(game, "lose_ability", obj, (("keyword", st.get("keyword")),), st.get("until"), ctx)
    emit(game, f"{name} loses {st.get('keyword', '').replace('_', ' ')}{_during(st)} ({before} instance(s) removed).",
         ("remove_ability_all_instances", "an effect that removes an ability removes every instance of it"),
         ("ability_timestamp_most_recent", "the most recent of the effects adding and removing it prevails"))


@effect("put_counters", fields=("counter", "amount", "to"))
def put_counters(game, st, ctx):
    """"Put N +1/+1 counters on target creature" (counters, 122.1 in 2026): they
    modify power and toughness in layer 6c (418.5a), and a +1/+1 and a -1/-1
    counter cancel under the 2026 rules (704.5q)."""
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    kind = st.get("counter", "+1/+1")
    n = amount_of(game, ctx, st.get("amount", 1))
    obj.counters = {**obj.counters, kind: obj.counters.get(kind, 0) + n}
    game.characteristics_changed()
    emit(game, f"{n} {kind} counter{'s' if n != 1 else ''} {'is' if n == 1 else 'are'} put on {display(game, obj)}.",
         ("counter_placed", "a counter is a marker put on an object"),
         *((("counters_pt", "counters modify power and toughness in their own sublayer"),) if kind in ("+1/+1", "-1/-1", *PT_KINDS) else ()))


@effect("lose_all_abilities", fields=("to", "until"))
def lose_all_abilities(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    _add_effect(game, "lose_all_abilities", obj, (), st.get("until"), ctx)
    emit(game, f"{name} loses all abilities{_during(st)}.",
         ("remove_ability_all_instances", "removing abilities removes every instance"))
    csa = [a for a in shown_card(game, obj).get("abilities", ()) if a.get("kind") == "static" and "characteristic" in a]
    if csa and not obj.face_down:
        csa_words = game.words.csa
        emit(game, f"{name} keeps the characteristics its {csa_words} ability defines ({', '.join(a.get('text', '') for a in csa)}).",
             ("characteristic_setting_ability", f"an ability that states the object is a color or type is a {csa_words} ability"),
             ("csa_read_and_followed", f"{csa_words} abilities are simply read and followed"),
             ("layers", f"{csa_words} abilities apply first in their layer, before effects that remove abilities"))


@effect("set_types", fields=("types", "subtypes", "to", "until"))
def set_types(game, st, ctx):
    """A type-changing effect (layer 4): card types, and with `subtypes` its
    subtypes too ("becomes a 2/2 Zombie": its old creature types are gone)."""
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    data = (("types", tuple(st.get("types", ()))),) + ((("subtypes", tuple(st["subtypes"])),) if "subtypes" in st else ())
    _add_effect(game, "set_types", obj, data, st.get("until"), ctx)
    what = " ".join(st.get("types", ())) + (" \u2014 " + " ".join(st["subtypes"]) if st.get("subtypes") else "")
    emit(game, f"{name} is now {what}{_during(st)}.",
         ("characteristic_not_granted_ability", "this effect defines a characteristic; it does not grant an ability"),
         ("layer_4_types", "a type-changing effect applies in the type-changing layer"))


@effect("set_colors", fields=("colors", "to", "until"))
def set_colors(game, st, ctx):
    """A color-changing effect: layer 5 of 418.5a."""
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    _add_effect(game, "set_colors", obj, (("colors", tuple(st.get("colors", ()))),), st.get("until"), ctx)
    colors = " and ".join(st.get("colors", ())) or "colorless"
    emit(game, f"{name} becomes {colors}{_during(st)}.",
         ("layer_5_other", "a color-changing effect applies in layer 5, before any power/toughness effect that looks at color"))


@effect("switch_pt", fields=("to", "until"))
def switch_pt(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    _add_effect(game, "switch_pt", obj, (), st.get("until"), ctx)
    c = characteristics(game, obj)
    emit(game, f"{name}'s power and toughness are switched{_during(st)}: it is {c.power}/{c.toughness}.",
         ("switch_power_toughness", f"switching applies after every other effect on power and toughness ({game.words.switch_layer})"))


def layered_pt_note(game, obj, setting: bool) -> tuple:
    """The layers citation when a power/toughness effect meets counters or static
    modifiers, which apply after it whatever the order they arrived in. Under
    the 2026 rules every such effect names its sublayer (613.4b sets, 613.4c
    modifies), since sets then apply before all modifications. When another
    effect of the same sublayer already applies, their timestamps order them
    (418.5a; 613.7): the judge's "which one wins" is that rule."""
    from ..continuous import _effects_on
    same = ("set_pt", "pump") if not game.rules.modern_layers else (("set_pt",) if setting else ("pump",))
    earlier = sum(1 for m in _effects_on(game, obj) if m[1] in same) > 1
    order = (("timestamp_order", "it applies after the earlier effect on its power and toughness in the same "
                                 + ("sublayer" if game.rules.modern_layers else "layer (6b)") + ": timestamp order"),) if earlier else ()
    if game.rules.modern_layers:
        if setting:
            return (("pt_set_layer", "an effect that sets power/toughness applies in layer 7b, before every effect and counter that modifies it"),) + order
        return (("pt_modify_layer", "an effect that modifies power/toughness applies in layer 7c, after every effect that sets it"),) + order
    has_static = any(m[1] == "static_pump" for m in _static_pumps(game, obj))
    if not (obj.counters or has_static):  # 2007: a resolved effect's change applies in sublayer 6b (418.5a)
        return (("pt_modify_layer", "an effect of a spell or ability that changes power/toughness applies in sublayer 6b"),) + order
    c = characteristics(game, obj)
    later = " and ".join(w for w, on in (("counters (6c)", bool(obj.counters)), ("static abilities (6d)", has_static)) if on)
    return (("power_toughness_sublayers", f"it is {c.power}/{c.toughness}: {later} apply after effects in 6b, whatever the order they arrived in"),) + order


def _static_pumps(game, obj):
    from ..continuous import _effects_on
    return [m for m in _effects_on(game, obj) if m[1] == "static_pump"]


def ability_name(ab: dict) -> str:
    if ab.get("kind") == "keyword":
        from ..snapshot import ability_texts
        return ability_texts([ab])[0]
    return f"\"{ab.get('text', 'an ability')}\""
