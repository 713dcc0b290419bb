"""How many tokens: token creations whose count is a number counted as the instruction is followed
(2007 413.2; 2026 608.2h).

- "Create X 1/1 red Phyrexian Goblin creature tokens with haste, where X is the number of creatures
  you control" (Chancellor of the Forge), "... with flying, where X is the number of creature cards
  in your graveyard" (Hallowed Spiritkeeper): the token's keywords come before ", where X is", which
  tokens.create would take for more keywords; this reads the sentence first and hands it to
  counts_more's "where X is" (X the amount of the one instruction, never an announced X).
- "Create a number of 1/1 white Rabbit creature tokens equal to ~'s power" (Jacked Rabbit, Termagant
  Swarm): the same instruction with the count said after "equal to".
- "Create X 1/1 white Vampire creature tokens with lifelink, where X is ~'s power" (Elenda, the Dusk
  Rose), "... where X is the number of +1/+1 counters on ~" (Chasm Skulker): the source's power as
  the instruction is followed, or as it last existed on the battlefield if it has left (a dies
  trigger: 2007 413.2f; 2026 608.2h, effects/base.py power_of); its +1/+1 counters likewise
  (rulings/engine/source_counters.py). Only a permanent creature card's own ability says so.
- "Create a 1/2 green Spider creature token with reach for each creature card in your graveyard"
  (Spider Spawning): the token's keywords come before "for each"; counts_more.instruction_for_each
  reads the rest.

- "Destroy target nonblack creature. It can't be regenerated. Create X 1/1 green Saproling creature
  tokens, where X is that creature's mana value." (Death Mutation; Aether Mutation, Artifact Mutation):
  the one target every instruction before acted on alone, read as it last existed on the battlefield
  (life_more's "its toughness" grammar; 2007 413.2f; 2026 608.2h).
- "... equal to the number of opponents you have" (Chittering Witch, Darksteel Splicer): the
  controller's opponents still in the game (rulings/engine/opponent_count.py).

"its power" elsewhere (whose: the trigger's creature or the source?), devotion, and any count counts_more doesn't read stay text only.
"""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, parse_branch, pass_on
from .text import NUMBER

#: a token-creation head: "create X 1/1 white Spirit creature tokens with flying", "you create X tapped Treasure tokens"
_HEAD = r"((?:you )?create) (X|a number of) ([^\"]+? tokens?(?: with [^\"]+?)?)"


def _or_pass_on(fn):
    """Read first (see the end of the module), a sentence this module doesn't read whole goes on to
    the templates it was moved before, as if it had not matched, with the effect as it was."""
    def read(eff, m):
        steps, targets = list(eff.steps), list(eff.targets)
        try:
            fn(eff, m)
        except NotUnderstood:
            eff.steps[:], eff.targets[:] = steps, targets
            pass_on(eff, m, read)
    read.__name__, read.__doc__ = fn.__name__, fn.__doc__
    return read


def _source_stat(eff, words: str):
    """ "~'s power", "the number of +1/+1 counters on ~": the source's own, only on a permanent
    creature card (a spell's "~" is the spell)."""
    m = re.fullmatch(r"~'s (power|toughness)|the number of \+1/\+1 counters on ~", words)
    if m is None:
        return None
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(words)
    if m.group(1):
        return {"count": f"{m.group(1)}_of", "of": "self"}
    return {"count": "plus_one_counters_on_source"}


def _counted(eff, words: str) -> dict:
    from .counts_more import count_of
    found = _source_stat(eff, words)
    if found is not None:
        return found
    m = re.fullmatch(r"(that creature's|that artifact's|that permanent's) (power|toughness|mana value)", words)
    if m:  # "Destroy target artifact. It can't be regenerated. Create X ..., where X is that artifact's mana value."
        from .life_more import _STATS, _one_permanent_target, _spec
        _one_permanent_target(eff, m.group(1))
        if m.group(2) != "mana value" and _spec(eff.targets[0])["types"] != ["Creature"]:
            raise NotUnderstood(words)  # a power read from what may not be a creature
        return {"count": _STATS[m.group(2)], "of": "target:0"}
    if words == "the number of opponents you have":
        return {"count": "opponents_you_have"}  # rulings/engine/opponent_count.py
    m = re.fullmatch(r"the number of (.+)", words)
    if m is None:
        raise NotUnderstood(words)
    return count_of(eff, m.group(1))


@effect_template(rf"{_HEAD}, where X is (.+)")
@_or_pass_on
def create_x_where(eff, m):
    """ "Create X [tokens] [with keywords], where X is [count]"."""
    from .counts_more import x_is_count
    if m.group(2) != "X" or eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))  # an announced X is another thing (tokens.create)
    x_is_count(eff, f"{m.group(1)} X {m.group(3)}", m.group(0), _counted(eff, m.group(4)))


@effect_template(rf"{_HEAD} equal to (.+)")
@_or_pass_on
def create_a_number_equal_to(eff, m):
    """ "Create a number of [tokens] [with keywords] equal to [count]"."""
    from .counts_more import x_is_count
    if m.group(2) != "a number of" or re.search(r"\bX\b", m.group(3)):  # no X printed: an announced one is not read
        raise NotUnderstood(m.group(0))
    x_is_count(eff, f"{m.group(1)} X {m.group(3)}", m.group(0), _counted(eff, m.group(4)))


@effect_template(r"((?:you )?create an? [^\"]+? token with [^\"]+?) for each (.+)")
@_or_pass_on
def create_with_keywords_for_each(eff, m):
    """ "Create a 1/2 green Spider creature token with reach for each creature card in your
    graveyard": counts_more's "[instruction] for each [what]", which tokens.create would otherwise
    take for a token "with reach for each ..."."""
    from .counts_more import instruction_for_each
    pattern = next(p for _f, p, fn in EFFECT_TEMPLATES if fn is instruction_for_each)
    found = pattern.fullmatch(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    instruction_for_each(eff, found)


@ability_template(r"When ~ dies, ((?:you )?create (?:X [^\"]+?, where X is|a number of [^\"]+? equal to) "
                  r"(?:~'s (?:power|toughness)|its (?:power|toughness)|the number of \+1/\+1 counters on (?:~|it))\.)")
def dies_create_by_own_power(card, m):
    """ "When ~ dies, create X 1/1 white Vampire creature tokens with lifelink, where X is ~'s power"
    (Elenda), "... where X is the number of +1/+1 counters on ~" (Chasm Skulker), "... equal to its power"
    (Goldvein Hydra: the one creature the trigger names, the tokens being plural): triggered.dies reads
    no other "~" after the trigger (the card is in the graveyard then); this "~" is read as it last
    existed on the battlefield (2007 413.2f; 2026 608.2h), its power with the counters it had (the
    engine's last known information), and nothing else of the sentence may name it."""
    from .triggered import _triggered
    said = re.sub(r"\bits (power|toughness)\.$", r"~'s \1.", m.group(1))
    said = re.sub(r"counters on it\.$", "counters on ~.", said)
    if not card.is_permanent_creature or said.count("~") != 1 or re.search(r"\b(it|its)\b", said):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "dies", "who": "self"}, said)


# tokens.create matches these sentences too (its "with" takes ", where X is ..." / "for each ..." for keywords) and
# refuses them: these are read first
for _fn in (create_with_keywords_for_each, create_a_number_equal_to, create_x_where):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))


# --- "you may create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add {C}."" ---
from .keyword_actions_later import PLACEHOLDER as _SACRIFICE_FOR_C  # noqa: E402  (the quotation as the sentence reads it)


@effect_template(rf"(It has|They have) {_SACRIFICE_FOR_C}")
@_or_pass_on
def optional_token_has_sacrifice_for_c(eff, m):
    """ "At the beginning of your upkeep, you may create a 0/1 colorless Eldrazi Spawn creature token.
    It has "Sacrifice this token: Add {C}."" (Awakening Zone), "If you do, create three 1/1 colorless
    Eldrazi Scion creature tokens. They have ..." (Blight Herder): the token the optional instruction
    (or its "If you do" branch) created, if it was created, has the ability (2007 216.1; 2026 111.4);
    keyword_actions_later reads it after a creation that always happens."""
    from .keyword_actions_later import _token_step
    start = eff.sentence_starts[-1] if eff.sentence_starts else len(eff.steps)
    last = eff.steps[-1] if eff.steps else None
    if start != len(eff.steps) or last is None or last.get("do") != "may":
        raise NotUnderstood(m.group(0))
    inner = last.get("then") or last.get("effect")
    if not isinstance(inner, list) or not inner:
        raise NotUnderstood(m.group(0))
    steps = eff.steps
    eff.steps = inner
    try:
        _token_step(eff, m, m.group(1) == "They have")
    finally:
        eff.steps = steps


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is optional_token_has_sacrifice_for_c)))


# --- "Create a 4/4 white Angel creature token with flying that's tapped and attacking. Exile that token at end of combat." ---

def _made_just_before(eff, m) -> tuple[list, dict]:
    """The list of steps whose last step is the token creation just before this sentence (the effect's
    own, or an "If you do" branch's), and that step."""
    start = eff.sentence_starts[-1] if eff.sentence_starts else len(eff.steps)
    steps = eff.steps
    if start != len(steps) or not steps:
        raise NotUnderstood(m.group(0))
    if steps[-1].get("do") == "may" and steps[-1].get("then"):
        steps = steps[-1]["then"]
    last = steps[-1] if steps else None
    if last is None or last.get("do") != "create_token":
        raise NotUnderstood(m.group(0))
    return steps, last


@effect_template(r"(exile|sacrifice) (that token|those tokens|them) at end of combat")
@_or_pass_on
def made_tokens_leave_at_end_of_combat(eff, m):
    """ "Exile that token at end of combat" (Geist of Saint Traft), "Sacrifice those tokens at end of
    combat": a delayed triggered ability, created as the instruction is followed, that triggers as the
    next end of combat step begins (2007 311.1, 404.4; 2026 511.2, 603.7) and refers to the token (or
    each of the tokens) the instruction just before made; one that has left the battlefield by then is
    a new object and is left alone (2007 404.4d; 2026 603.7c). "That token" only after one token."""
    verb = m.group(1).lower()
    steps, last = _made_just_before(eff, m)
    leave = {"do": "sacrifice" if verb == "sacrifice" else "remove_from_game", "what": "it"}
    if m.group(2).lower() == "that token":
        if last.get("count", 1) != 1:
            raise NotUnderstood(m.group(0))
        steps.append({"do": "delayed_trigger", "at": "end_of_combat", "refers_to": "it", "text": f"{verb.capitalize()} that token.",
                      "effect": [leave]})
    else:
        if last.get("count", 1) == 1 or (m.group(2).lower() == "them" and eff.targets):
            raise NotUnderstood(m.group(0))  # "them": those tokens, or the targets?
        steps.append({"do": "delayed_trigger", "at": "end_of_combat", "refers_to_those": True,
                      "text": f"{verb.capitalize()} those tokens.", "effect": [{"do": "each_of_those", "effect": [leave]}]})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is made_tokens_leave_at_end_of_combat)))


@effect_template(r"that token gains haste( until end of turn)?")
@_or_pass_on
def made_token_gains_haste(eff, m):
    """ "Create a 1/1 colorless Thopter artifact creature token with flying. That token gains haste until
    end of turn." (Loyal Apprentice): the one token the instruction just before made (the engine's "it")
    gains haste, until end of turn or,
    with no duration, for as long as it stays on the battlefield (2007 418.3a; 2026 611.2a). Only after
    an instruction making one token (a doubled creation's "it" is refused by the engine). "It gains haste"
    stays text only here (the token, or the source?)."""
    steps, last = _made_just_before(eff, m)
    if last.get("count", 1) != 1 or last.get("player"):
        raise NotUnderstood(m.group(0))
    steps.append({"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": "it",
                  "until": "end_of_turn" if m.group(1) else None})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is made_token_gains_haste)))


# --- "Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it." ---

@effect_template(rf"put ({NUMBER}) \+1/\+1 counters? on (it|that token)")
@_or_pass_on
def counters_on_made_token(eff, m):
    """ "Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it." (Wild Hypothesis;
    "Put three +1/+1 counters on it", Additive Evolution; "..., where X is the number of lands you control",
    Leyline Invocation, through counts_more): the counters go on the one token the instruction just before
    made (the engine's "it"), as the same spell or ability resolves, before state-based actions would see a
    0/0 (2007 408.2c; 2026 704.3: they are checked only when a player would receive priority). "It" only where
    it can name nothing else: not on a creature card's ability, nor with a target on the battlefield (a card in
    a graveyard can't get counters); "that token" anywhere."""
    from .damage import _amount
    n = _amount(eff, m.group(1))
    if (n == 1) != m.group(0).lower().split(" on ")[0].endswith("counter") and n != "X":
        raise NotUnderstood(m.group(0))
    if m.group(2).lower() == "it" and ("Creature" in eff.card.types or any(
            not (isinstance(t, dict) and t.get("zone") == "graveyard") for t in eff.targets)):
        raise NotUnderstood(m.group(0))  # "it": the token, or this creature / the target creature?
    steps, last = _made_just_before(eff, m)
    if last.get("count", 1) != 1:
        raise NotUnderstood(m.group(0))
    steps.append({"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "it"})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is counters_on_made_token)))


@effect_template(r"((?:you )?create an? [^\"]+? creature token(?: with [a-z ,]+?)? that's tapped and attacking) for each (.+)")
@_or_pass_on
def create_attacking_for_each(eff, m):
    """ "Whenever this creature attacks, create a 2/2 green Wolf creature token that's tapped and attacking
    for each creature card in your graveyard" (Kessig Cagebreakers): the one token creation (its tokens
    entering tapped and attacking: rulings/engine/enters_attacking.py) made once for each counted
    (counts_more's "for each" grammar, counted as it is followed: 2007 413.2f; 2026 608.2h)."""
    from .counts_more import for_each_count, times_of
    count = for_each_count(eff, m.group(2))
    steps = parse_branch(eff, m.group(1))
    if len(steps) != 1 or steps[0].get("do") != "create_token" or steps[0].get("count") != 1 or not steps[0].get("attacking"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({**steps[0], "count": times_of(count, 1)})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is create_attacking_for_each)))


@effect_template(r"(?:then )?for each ([^,\"]+), ((?:you )?create (?:an?|two|three) [^\"]+? tokens?(?: with [a-z ,]+?)?)")
@_or_pass_on
def for_each_create(eff, m):
    """ "For each land you control, create a Treasure token." (Brass's Bounty), "for each creature card in
    your graveyard, create a 2/2 black Zombie Knight creature token with menace" (Bladewing, Deathless
    Tyrant): the creation made once for each counted, the count as counts_more's "for each" reads it
    (counted as it is followed: 2007 413.2f; 2026 608.2h)."""
    from .counts_more import for_each_count, times_of
    count = for_each_count(eff, m.group(1))
    steps = parse_branch(eff, m.group(2))
    if len(steps) != 1 or steps[0].get("do") != "create_token" or not isinstance(steps[0].get("count"), int) or "player" in steps[0]:
        raise NotUnderstood(m.group(0))
    eff.steps.append({**steps[0], "count": times_of(count, steps[0]["count"])})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is for_each_create)))
