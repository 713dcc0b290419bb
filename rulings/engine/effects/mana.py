"""Effects that add mana (406)."""
from __future__ import annotations

from ..continuous import characteristics
from ..log import emit
from ..mana import parse_mana, pool_text
from .base import effect, resolve_ref


@effect("add_mana", fields=("mana", "one_of", "spend_only", "kept", "combination", "player"))
def add_mana(game, st, ctx):
    """ "Add {B}{B}{B}"; or, with `one_of`, the mana of the option its player
    chooses as it resolves ("Add {W} or {U}", "one mana of any color"): the
    action's `choice` names the type (2007 413.2c; 2026 608.2d). With `player`, that
    player adds it ("that player adds {G}{G}": the player whose main phase it is)."""
    p = game.players[ctx.controller]
    if "player" in st:
        ref = resolve_ref(game, ctx, st["player"])
        if ref is None or ref.kind != "player":
            return
        p = game.player_named(ref.id)
    if st.get("spend_only"):  # mana kept apart, spent only as it says (2026 106.6): restricted_mana.py
        from ..restricted_mana import add_restricted
        return add_restricted(game, st, ctx, p)
    if "combination" in st:  # "Add two mana in any combination of colors" (mana_combination.py)
        from ..mana_combination import chosen, described
        mana = chosen(st["combination"], ctx, game)
        game.add_mana(p, mana)
        emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool (chosen: {described(st['combination'])}).",
             ("choice_on_resolution", f"{p.name} chooses the mana as the ability resolves"))
        return
    if "one_of" in st:
        mana, options = chosen_option(game, st["one_of"], ctx)
        game.add_mana(p, mana)
        emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool (chosen of {options}).",
             ("choice_on_resolution", f"{p.name} chooses the mana as the ability resolves"))
        return
    mana = parse_mana(st.get("mana", ""))
    game.add_mana(p, mana)
    emit(game, f"{p.name} adds {pool_text(mana)} to their mana pool.",  # 2026 106.4 (2007 has no rule of its own on it)
         *((("mana_added", "mana an effect adds goes into the player's mana pool"),) if game.rules.applies("mana_added") else ()))
    if st.get("kept") == "end_of_turn":  # "Until end of turn, you don't lose this mana as steps and phases end" (kept_mana.py)
        from ..kept_mana import keep_this_turn
        keep_this_turn(game, p, mana, ctx.source_name)


def option_types(one_of) -> list[str]:
    """The name of each option in an action's `choice`: its type of mana when it adds one type
    ("{W}{W}" -> "W"), else its symbols' letters ("{U}{R}" -> "UR", a filter land's option)."""
    return [next(iter(parse_mana(o))) if len(parse_mana(o)) == 1 else "".join(o[1::3]) for o in one_of]


def options_text(one_of) -> str:
    return " or ".join(one_of) if len(one_of) < 3 else ", ".join(one_of[:-1]) + ", or " + one_of[-1]


def given_choice(game, ctx):
    """The mana chosen as the ability or spell resolves: the activation's (or the spell's) `choice`;
    else (a triggered ability) the resolving action's `choices` for its source, `{"mana": "G"}`."""
    choice = ctx.data.get("choice")
    if choice is None and game is not None and ctx.source_id:
        from ..choices import made_for
        choice = made_for(game, ctx.source_id).get("mana")
    return choice


def no_choice_text(ctx) -> str:
    return (f'the action names no "choice" (nor, for a triggered ability or a spell, "choices": '
            f'{{"{ctx.source_id}": {{"mana": ...}}}})')


def chosen_option(game, one_of, ctx) -> tuple[dict, str]:
    """The mana of the option the player named; IllegalAction naming `choice`
    when they named none or one the ability doesn't offer (the player can't
    choose an option that's impossible: 2007 413.2c; 2026 608.2d)."""
    from ..errors import IllegalAction
    choice = given_choice(game, ctx)
    types = option_types(one_of)
    text = options_text(one_of)
    if choice not in types:
        said = f'"choice" is {choice!r}' if choice is not None else no_choice_text(ctx)
        raise IllegalAction("choice_on_resolution",
                            f"{ctx.source_name}'s ability adds {text}, chosen as it resolves, but {said}: "
                            f"name the type of mana in \"choice\", one of {', '.join(types)}")
    return parse_mana(one_of[types.index(choice)]), text


@effect("add_mana_land_could_produce", fields=("lands", "colors_only", "basic"))
def add_mana_land_could_produce(game, st, ctx):
    """406.6 / 106.7: mana "of any type that a land you control could produce"; `lands`:
    `"opponents"` is "a land an opponent controls" (Exotic Orchard), `basic` "a basic land",
    `colors_only` "any color" (colorless isn't a color): rulings/engine/could_produce.py."""
    from ..could_produce import in_order, lands_could_produce
    p = game.players[ctx.controller]
    could = in_order(lands_could_produce(game, ctx.controller, st))
    if not could:
        whose = "an opponent of " + p.name if st.get("lands") == "opponents" else p.name
        emit(game, f"{ctx.source_name} would produce mana of an undefined type, so it produces no mana.",
             ("mana_of_undefined_type", f"no {'basic ' if st.get('basic') else ''}land {whose} controls could produce a defined "
                                        f"{'color' if st.get('colors_only') else 'type'} of mana"),
             ("mana_ability_even_if_cant_produce", "it is still a mana ability even though it produces nothing"))
        return
    choice = ctx.data.get("choice")
    said = ", ".join("{%s}" % t for t in could)
    if choice is not None and choice not in could:  # the player can't choose what no such land could produce (413.2c / 608.2d)
        from ..errors import IllegalAction
        raise IllegalAction("choice_on_resolution", f'{ctx.source_name}\'s ability adds one mana of a type such a land could produce '
                                                    f'({said}), but "choice" is {choice!r}: name one of {", ".join(could)}')
    mt = choice if choice is not None else could[0]
    game.add_mana(p, {mt: 1})
    if choice is None and len(could) > 1:  # a default is said, never taken silently
        emit(game, f"{p.name} adds {{{mt}}} to their mana pool: the action names no \"choice\" among {said}, so the first is taken.")
    else:
        emit(game, f"{p.name} adds {{{mt}}} to their mana pool.")


@effect("add_mana_chosen_color")
def add_mana_chosen_color(game, st, ctx):
    """ "Add one mana of the chosen color": the color chosen for the source as
    it came into play, remembered through later copy effects under 2007 (503.8);
    an undefined choice (never made, or of a creature type) adds nothing (503.7,
    406.6)."""
    from ..choices import chosen
    from ..mana import COLOR_OF
    p = game.players[ctx.controller]
    source = game.objects.get(ctx.source_id)
    color = chosen(game, source, "color") if source is not None else None
    if color is None:
        linked = source is not None and source.chosen.get("color") and game.rules.applies("chosen_value_linked")
        why = (f"The color chosen for {ctx.source_name} as {source.chosen_as} isn't the one this ability is linked to"
               if linked else f"No color was chosen for {ctx.source_name}")
        emit(game, f"{why}, so the chosen color is undefined and it produces no mana.",
             *((("chosen_value_linked", "the chosen color it has was chosen by another card's ability, not the one linked to this"),)
               if linked else ()),
             ("undefined_choice", "an ability that refers to an undefined choice does nothing"),
             ("mana_ability_even_if_cant_produce", "it is still a mana ability even though it produces nothing"))
        return
    mt = next(symbol for symbol, name in COLOR_OF.items() if name == color)
    game.add_mana(p, {mt: 1})
    remembered = source.chosen_as != characteristics(game, source).name and game.rules.applies("choice_remembered")
    emit(game, f"{p.name} adds {{{mt}}} to their mana pool (the chosen color, {color}).",
         *((("choice_remembered", f"{ctx.source_name} remembers the color it chose as it {game.words.came_into_play} as {source.chosen_as}"),)
           if remembered else ()))


@effect("add_mana_same_type")
def add_mana_same_type(game, st, ctx):
    """ "That player adds one mana of any type that land produced": when the land produced more than
    one type, that player chooses which as it resolves (2007 411.3a, 413.2c; 2026 608.2d), named by
    the action's `choices` for the trigger's source (`{"mana": "R"}`)."""
    from ..errors import IllegalAction
    p = game.players[ctx.data.get("player", ctx.controller)]
    mt = ctx.data.get("mana_type")
    types = tuple(ctx.data.get("mana_types") or ((mt,) if mt else ()))
    cites = ()
    if len(types) > 1:
        mt = given_choice(game, ctx)
        if mt not in types:
            said = f'"mana" is {mt!r}' if mt is not None else "the action names none"
            raise IllegalAction("choice_on_resolution",
                                f"the land produced {', '.join(types)}, so {p.name} chooses the type {ctx.source_name}'s ability adds as it "
                                f"resolves, but {said}: name one of {', '.join(types)} in \"choices\": {{\"{ctx.source_id}\": {{\"mana\": ...}}}}")
        cites = (("choice_on_resolution", f"{p.name} chooses one of the types the land produced as the ability resolves"),)
    if mt:
        game.add_mana(p, {mt: 1})
        emit(game, f"{p.name} adds {{{mt}}} to their mana pool.", *cites)
