#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace trainyard::spec {

// Each API enum specialises EnumNames with its wire names, in declaration order.
template <typename E>
struct EnumNames;

// An API enum value that survives values this build does not know: a newer server may send
// an enumerator we have never seen, and writing the job back must not drop or alter it.
template <typename E>
class Enum {
public:
    Enum() = default;
    Enum(E value) // NOLINT(google-explicit-constructor): enums read naturally as values
        : m_value(value)
    {
    }

    static Enum fromWire(std::string_view text)
    {
        for (const auto& [value, name] : EnumNames<E>::names) {
            if (name == text)
                return Enum(value);
        }
        Enum unknown;
        unknown.m_unrecognized = std::string(text);
        return unknown;
    }

    static std::optional<E> lookup(std::string_view text)
    {
        for (const auto& [value, name] : EnumNames<E>::names) {
            if (name == text)
                return value;
        }
        return std::nullopt;
    }

    static std::string_view nameOf(E value)
    {
        for (const auto& [v, name] : EnumNames<E>::names) {
            if (v == value)
                return name;
        }
        return {};
    }

    bool isRecognized() const { return m_unrecognized.empty(); }
    // The value, or the enum's first (unspecified) value when the wire name was not recognised.
    E value() const { return isRecognized() ? m_value : E {}; }
    std::string_view wire() const { return isRecognized() ? nameOf(m_value) : std::string_view(m_unrecognized); }

    bool operator==(E other) const { return isRecognized() && m_value == other; }
    friend bool operator==(const Enum&, const Enum&) = default;

private:
    E m_value {};
    std::string m_unrecognized;
};

} // namespace trainyard::spec
