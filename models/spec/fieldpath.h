#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace trainyard::spec {

// Builds paths like "trainingInput.hyperparameters.params[2].maxValue" while a codec or a rule
// walks a job. Scopes restore the previous path when they end.
class FieldPath {
public:
    class Scope {
    public:
        Scope(FieldPath& path, std::string_view field)
            : m_path(path)
            , m_length(path.m_text.size())
        {
            if (!path.m_text.empty())
                path.m_text += '.';
            path.m_text += field;
        }
        Scope(FieldPath& path, std::size_t index)
            : m_path(path)
            , m_length(path.m_text.size())
        {
            path.m_text += '[' + std::to_string(index) + ']';
        }
        ~Scope() { m_path.m_text.resize(m_length); }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        FieldPath& m_path;
        std::size_t m_length;
    };

    const std::string& text() const { return m_text; }

private:
    std::string m_text;
};

// Joins without a scope: join("trainingInput", "region") == "trainingInput.region".
inline std::string joinPath(std::string_view parent, std::string_view field)
{
    if (parent.empty())
        return std::string(field);
    std::string out(parent);
    out += '.';
    out += field;
    return out;
}

inline std::string indexPath(std::string_view parent, std::size_t index)
{
    return std::string(parent) + '[' + std::to_string(index) + ']';
}

} // namespace trainyard::spec
