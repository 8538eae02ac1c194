#include "strictjson.h"

#include <cmath>
#include <string>
#include <vector>

namespace trainyard::spec {

namespace {

    using json = nlohmann::json;

    // A SAX consumer that builds the DOM itself so that it can refuse what the DOM parser accepts.
    class StrictBuilder final : public nlohmann::json_sax<json> {
    public:
        explicit StrictBuilder(const StrictJsonLimits& limits)
            : m_limits(limits)
        {
        }

        json root;
        std::string errorMessage;
        std::string errorPath;
        std::size_t errorOffset = 0;
        bool syntaxError = false;

        bool null() override { return put(json(nullptr)); }
        bool boolean(bool val) override { return put(json(val)); }
        bool number_integer(number_integer_t val) override { return put(json(val)); }
        bool number_unsigned(number_unsigned_t val) override { return put(json(val)); }
        bool number_float(number_float_t val, const string_t& text) override
        {
            if (!std::isfinite(val))
                return fail("number " + text.substr(0, 40) + " is out of range");
            return put(json(val));
        }
        bool string(string_t& val) override { return put(json(std::move(val))); }
        bool binary(binary_t&) override { return fail("binary values are not JSON"); }

        bool start_object(std::size_t) override { return open(json::object()); }
        bool start_array(std::size_t) override { return open(json::array()); }
        bool end_object() override { return close(); }
        bool end_array() override { return close(); }

        bool key(string_t& val) override
        {
            Frame& frame = m_stack.back();
            if (frame.node->contains(val)) {
                frame.key = val;
                return fail("duplicate key \"" + val + "\"");
            }
            frame.key = std::move(val);
            return true;
        }

        bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) override
        {
            syntaxError = true;
            errorOffset = position;
            errorPath = currentPath();
            // nlohmann prefixes its own location ("[json.exception.parse_error.101] parse error at line 1,
            // column 5: "); keep only the reason, the caller adds our location.
            std::string what = ex.what();
            if (const auto colon = what.find(": "); colon != std::string::npos)
                what = what.substr(colon + 2);
            errorMessage = what;
            return false;
        }

    private:
        struct Frame {
            json* node;
            std::string key; // current key, for objects
        };

        bool put(json&& value)
        {
            if (m_stack.empty()) {
                root = std::move(value);
                return true;
            }
            Frame& frame = m_stack.back();
            if (frame.node->is_array())
                frame.node->push_back(std::move(value));
            else
                (*frame.node)[frame.key] = std::move(value);
            return true;
        }

        bool open(json&& container)
        {
            if (m_stack.size() >= m_limits.maxDepth)
                return fail("nesting deeper than " + std::to_string(m_limits.maxDepth) + " levels");
            json* slot = nullptr;
            if (m_stack.empty()) {
                root = std::move(container);
                slot = &root;
            } else if (Frame& frame = m_stack.back(); frame.node->is_array()) {
                frame.node->push_back(std::move(container));
                slot = &frame.node->back();
            } else {
                slot = &((*frame.node)[frame.key] = std::move(container));
            }
            m_stack.push_back({ slot, {} });
            return true;
        }

        bool close()
        {
            m_stack.pop_back();
            return true;
        }

        bool fail(std::string message)
        {
            errorMessage = std::move(message);
            errorPath = currentPath();
            return false;
        }

        std::string currentPath() const
        {
            std::string path;
            for (const Frame& frame : m_stack) {
                if (frame.node->is_array()) {
                    // The innermost array is still waiting for its next element; outer ones hold
                    // the open container as their last element.
                    const bool innermost = &frame == &m_stack.back();
                    path += '[' + std::to_string(innermost ? frame.node->size() : frame.node->size() - 1) + ']';
                } else if (!frame.key.empty()) {
                    if (!path.empty())
                        path += '.';
                    path += frame.key;
                }
            }
            return path;
        }

        const StrictJsonLimits& m_limits;
        std::vector<Frame> m_stack;
    };

} // namespace

void lineAndColumn(std::string_view text, std::size_t offset, int& line, int& column)
{
    line = 1;
    column = 1;
    const auto end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
}

Decoded<nlohmann::json> parseStrictJson(std::string_view text, const StrictJsonLimits& limits)
{
    Decoded<json> result;
    if (text.size() > limits.maxBytes) {
        result.error.message = "document is larger than " + std::to_string(limits.maxBytes) + " bytes";
        return result;
    }
    StrictBuilder builder(limits);
    bool ok = false;
    try {
        ok = json::sax_parse(text, &builder, json::input_format_t::json, true, false);
    } catch (const std::exception& e) {
        // sax_parse reports through parse_error; this guards against allocation failures.
        builder.errorMessage = e.what();
    }
    if (ok) {
        result.value = std::move(builder.root);
        return result;
    }
    result.error.path = builder.errorPath;
    result.error.message = builder.errorMessage.empty() ? "invalid JSON" : builder.errorMessage;
    if (builder.syntaxError) {
        // nlohmann reports the offset one past the offending character.
        lineAndColumn(text, builder.errorOffset > 0 ? builder.errorOffset - 1 : 0, result.error.line, result.error.column);
    }
    return result;
}

} // namespace trainyard::spec
